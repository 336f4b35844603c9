// @vitest-environment jsdom
import { cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ParsonsBlock } from '../../../src/parsons/ParsonsBlock.tsx';
import type { ParsonsFace } from '../../../src/content/parsons.ts';

afterEach(cleanup);

const face: ParsonsFace = {
  type: 'parsons',
  title: 'Say hi',
  prompt: 'Put the lines in order.',
  lines: ['}', 'puts("hi");', 'int main(void) {'],
  tests: [{ input: '', output: 'hi\n' }],
  id: '/unit1/hello#3',
};

function setup() {
  const { container } = render(<ParsonsBlock block={face} titleLevel={3} />);
  const pool = within(container.querySelector<HTMLElement>('[data-list=pool]')!);
  const program = () => [...container.querySelectorAll('[data-list=program] [data-line]')];
  const said = () => container.querySelector('[data-said]')!.textContent;
  return { container, pool, program, said };
}

describe('ParsonsBlock', () => {
  it('shows every line to use, the title at its level and a Check button, before anything is done', () => {
    const { container, pool } = setup();
    expect(container.querySelector('h3')?.textContent).toBe('Say hi');
    expect(pool.getAllByRole('button').map((b) => b.textContent)).toEqual(face.lines);
    expect(within(container).getByRole('button', { name: /^Check/ })).toBeTruthy();
  });

  it('adds lines by pressing them, indents them by their braces, and announces each move', () => {
    const { pool, program, said } = setup();
    fireEvent.click(pool.getByRole('button', { name: 'int main(void) {' }));
    expect(said()).toBe('Added “int main(void) {” to your program as line 1 of 1.');
    // The focus stays among the lines to use (on the next, or here the one before the last), so a
    // keyboard user goes on from there.
    expect(document.activeElement?.textContent).toBe('puts("hi");');
    fireEvent.click(pool.getByRole('button', { name: 'puts("hi");' }));
    fireEvent.click(pool.getByRole('button', { name: '}' }));
    expect(program().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Line 1: int main(void) {',
      'Line 2: puts("hi");',
      'Line 3: }',
    ]);
    const indent = (i: number) => (program()[i] as HTMLElement).style.paddingLeft;
    expect(indent(1)).not.toBe(indent(0));
    expect(indent(2)).toBe(indent(0));
    // With no line left to use, the focus follows the last line into the program.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Line 3: }');
  });

  it('moves a line with Alt+arrows and takes it out with Delete, keeping the focus on it', () => {
    const { pool, program, said } = setup();
    for (const line of face.lines) fireEvent.click(pool.getByRole('button', { name: line }));
    const last = program()[2] as HTMLElement;
    fireEvent.keyDown(last, { key: 'ArrowUp', altKey: true });
    expect(said()).toBe('Moved “int main(void) {” to line 2 of 3.');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Line 2: int main(void) {');
    // Without Alt an arrow key does nothing to the program.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(program()[1]?.textContent).toBe('int main(void) {');
    fireEvent.keyDown(document.activeElement!, { key: 'Delete' });
    expect(said()).toBe('Took “int main(void) {” out of your program.');
    expect(program().map((b) => b.textContent)).toEqual(['}', 'puts("hi");']);
    expect(pool.getAllByRole('button').map((b) => b.textContent)).toEqual(['int main(void) {']);
  });

  it('moves a line with its arrow buttons, which are named for the line they move', () => {
    const { container, pool, program } = setup();
    for (const line of face.lines) fireEvent.click(pool.getByRole('button', { name: line }));
    const up = within(container).getByRole('button', { name: 'Move line 3 up' });
    fireEvent.click(up);
    expect(program().map((b) => b.textContent)).toEqual(['}', 'int main(void) {', 'puts("hi");']);
    expect(
      within(container).getByRole<HTMLButtonElement>('button', { name: 'Move line 1 up' }).disabled,
    ).toBe(true);
  });
});
