// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockRenderer } from '../../../src/blocks/BlockRenderer.tsx';
import type { ChallengeWithCaught } from '../../../src/mutation/note.ts';
import { block as blockSchema, type ChallengeBlock } from '../../../src/schema/index.ts';

afterEach(cleanup);

const SOLUTION = '#include <stdio.h>\nint main(void) { puts("SOLVED_MARKER"); return 0; }\n';

function challenge(fields: Record<string, unknown>) {
  const block = blockSchema.parse({
    type: 'challenge',
    title: 'Count Occurrences',
    prompt: 'Read the numbers.\n\nPrint how often the key occurs.',
    ...fields,
  });
  return render(<BlockRenderer block={block} titleLevel={3} />);
}

const solutionButton = () => screen.getByRole('button', { name: /^(Show|View|Hide) Solution$/ });

describe('challenge', () => {
  it('shows the title at the given level and the prompt paragraphs', () => {
    const { container } = challenge({});
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Count Occurrences');
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Read the numbers.',
      'Print how often the key occurs.',
    ]);
  });

  it('keeps the solution hidden until the student opens it', () => {
    const { container } = challenge({ solution: SOLUTION, tests: [{ input: '1\n', output: '1\n' }] });
    expect(container.textContent).not.toContain('SOLVED_MARKER');
    expect(solutionButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('labels the button "Show Solution" by default, and opens and closes the solution', () => {
    const { container } = challenge({ solution: SOLUTION, tests: [{ input: '', output: 'x\n' }] });
    const button = solutionButton();
    expect(button.textContent).toBe('Show Solution');

    fireEvent.click(button);
    expect(solutionButton().getAttribute('aria-expanded')).toBe('true');
    expect(container.textContent).toContain('SOLVED_MARKER');
    const region = document.getElementById(solutionButton().getAttribute('aria-controls') ?? '');
    expect(region?.hidden).toBe(false);
    expect(region?.textContent).toContain('SOLVED_MARKER');

    fireEvent.click(solutionButton());
    expect(solutionButton().getAttribute('aria-expanded')).toBe('false');
    expect(solutionButton().textContent).toBe('Show Solution');
    expect(container.textContent).not.toContain('SOLVED_MARKER');
  });

  it('uses "View Solution" when the lesson asks for it', () => {
    challenge({ solution: SOLUTION, solutionLabel: 'View Solution', tests: [{ output: 'x\n' }] });
    expect(solutionButton().textContent).toBe('View Solution');
    fireEvent.click(solutionButton());
    expect(solutionButton().getAttribute('aria-expanded')).toBe('true');
  });

  it('opens only its own solution when a page has two challenges', () => {
    const a = blockSchema.parse({
      type: 'challenge',
      title: 'A',
      prompt: 'a',
      solution: 'int main(void) { return 0; } /* SOLUTION_A */',
      tests: [{ output: '' }],
    });
    const b = blockSchema.parse({
      type: 'challenge',
      title: 'B',
      prompt: 'b',
      solution: 'int main(void) { return 0; } /* SOLUTION_B */',
      tests: [{ output: '' }],
    });
    const { container } = render(
      <>
        <BlockRenderer block={a} titleLevel={2} />
        <BlockRenderer block={b} titleLevel={2} />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: /^(Show|View|Hide) Solution$/ });
    fireEvent.click(first!);
    expect(container.textContent).toContain('SOLUTION_A');
    expect(container.textContent).not.toContain('SOLUTION_B');
    expect(second?.getAttribute('aria-expanded')).toBe('false');
  });

  it('has no solution button when the challenge has no solution', () => {
    challenge({ starter: 'int main(void) {\n}\n' });
    expect(screen.queryByRole('button', { name: /^(Show|View|Hide) Solution$/ })).toBeNull();
  });

  it('hides a solution in several files until opened, then shows every file under its name', () => {
    const { container } = challenge({
      solutionFiles: [
        { name: 'temp.h', code: 'double to_f(double c); /* HEADER_MARKER */\n' },
        { name: 'main.c', code: 'int main(void) { return 0; } /* MAIN_MARKER */\n' },
      ],
      tests: [{ output: '77.0\n' }],
    });
    expect(container.textContent).not.toContain('HEADER_MARKER');
    expect(solutionButton().textContent).toBe('Show Solution');

    fireEvent.click(solutionButton());
    const region = document.getElementById(solutionButton().getAttribute('aria-controls') ?? '');
    const text = region?.textContent ?? '';
    expect(text).toContain('Solution: temp.h');
    expect(text).toContain('HEADER_MARKER');
    expect(text).toContain('Solution: main.c');
    expect(text).toContain('MAIN_MARKER');
    expect(text.indexOf('temp.h')).toBeLessThan(text.indexOf('main.c'));
  });

  it('offers no in-browser attempt for a challenge answered in several files', () => {
    challenge({
      solutionFiles: [
        { name: 'temp.h', code: 'double to_f(double c);\n' },
        { name: 'main.c', code: 'int main(void) { return 0; }\n' },
      ],
      tests: [{ output: '77.0\n' }],
    });
    expect(screen.queryByRole('button', { name: 'Try it yourself' })).toBeNull();
  });

  it('shows its test cases as examples, with "(none)" for an empty input', () => {
    const { container } = challenge({
      solution: SOLUTION,
      tests: [
        { input: '3\n1 2 2\n2\n', output: '2\n' },
        { input: '', output: 'SOLVED_MARKER\n' },
      ],
    });
    const cells = [...container.querySelectorAll('tbody td')].map((td) => td.textContent);
    expect(cells).toEqual(['3\n1 2 2\n2\n', '2\n', '(none)', 'SOLVED_MARKER\n']);
  });

  it('shows short tests as examples and counts the larger ones, which an attempt still runs', () => {
    const hundred = `${Array.from({ length: 100 }, (_, i) => i).join('\n')}\n`;
    const { container } = challenge({
      solution: SOLUTION,
      tests: [
        { input: '3\n', output: '3\n' },
        { name: 'stress', input: hundred, output: '4950\n' },
        { input: '1\n', output: `${'1'.repeat(300)}\n` },
      ],
    });
    const cells = [...container.querySelectorAll('tbody td')].map((td) => td.textContent);
    expect(cells).toEqual(['3\n', '3\n']);
    expect(container.querySelector('[data-larger]')?.textContent).toBe(
      'And 2 larger tests, not shown here: an attempt must pass them too.',
    );
  });

  it('says near its tests how many common mistakes they catch, when the build found fresh results', () => {
    const tests = [
      { input: '1\n', output: '1\n' },
      { input: '2\n', output: '2\n' },
    ];
    const parsed = blockSchema.parse({
      type: 'challenge',
      title: 'T',
      prompt: 'p',
      solution: SOLUTION,
      tests,
    });
    const block: ChallengeWithCaught = {
      ...(parsed as ChallengeBlock),
      caught: { tests: 2, caught: 11, of: 12 },
    };
    const { container } = render(<BlockRenderer block={block} titleLevel={3} />);
    const line = container.querySelector('[data-caught]');
    expect(line?.textContent).toBe('These 2 tests catch 11 of 12 common mistakes.');
    // Right after the examples it counts (a table in its scroll box), before the attempt.
    expect(line?.previousElementSibling?.querySelector('table')).not.toBeNull();
  });

  it('says nothing about mistakes without results', () => {
    const { container } = challenge({ solution: SOLUTION, tests: [{ input: '', output: 'x\n' }] });
    expect(container.querySelector('[data-caught]')).toBeNull();
    expect(container.textContent).not.toContain('mistake');
  });

  it('leads with the attempt: "Try it yourself" comes before the solution, which is a step further on', () => {
    challenge({ solution: SOLUTION, tests: [{ input: '1\n', output: '1\n' }] });
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons.indexOf('Try it yourself')).toBeGreaterThanOrEqual(0);
    expect(buttons.indexOf('Try it yourself')).toBeLessThan(buttons.indexOf('Show Solution'));
    expect(solutionButton().closest('div')?.textContent).toMatch(/^Stuck after trying\?/);
  });
});
