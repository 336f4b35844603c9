// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompileOutcome, RunOutcome } from '../../src/runner/client/client.ts';
import type { DiskLimit } from '../../src/runner/protocol.ts';
import { describeChar, firstDifference } from '../../src/runner/ui/diff.ts';
import { RunOutput } from '../../src/runner/ui/RunOutput.tsx';
import { RunProblems } from '../../src/runner/ui/RunResults.tsx';
import { statusParts, statusText } from '../../src/runner/ui/status.ts';
import type { RunView } from '../../src/runner/ui/useRunner.ts';

afterEach(cleanup);

const compiled = (ok: boolean, errors = 0) =>
  ({
    ok,
    ms: 412,
    cached: false,
    diagnostics: Array.from({ length: errors }, () => ({ severity: 'error', message: 'x', context: [] })),
  }) as unknown as CompileOutcome;
const ran = (fields: Partial<RunOutcome>) =>
  ({ exitCode: 0, ms: 3, stdout: 'Hello\n', stderr: '', files: {}, leaks: [], ...fields }) as RunOutcome;
const idle = (fields: Partial<RunView>): RunView => ({ phase: 'idle', ...fields });

describe('the status chip', () => {
  it('tells success, a failed build and a crash apart at a glance, with the same sentence as before', () => {
    const ok = idle({ compile: compiled(true), run: ran({}) });
    expect(statusParts(ok)).toEqual({
      tone: 'ok',
      head: 'Exit code 0',
      tail: ' · compiled in 412 ms · ran 3 ms.',
    });
    expect(statusText(ok)).toBe('Exit code 0 · compiled in 412 ms · ran 3 ms.');

    const failed = idle({ compile: compiled(false, 2) });
    expect(statusParts(failed).tone).toBe('error');
    expect(statusText(failed)).toBe('Compilation failed: 2 errors.');

    const crashed = idle({
      compile: compiled(true),
      run: ran({ crash: { message: 'm', detail: 'd' } as never }),
    });
    expect(statusParts(crashed)).toMatchObject({ tone: 'error', head: 'Crashed' });

    expect(statusParts(idle({ compile: compiled(true), run: ran({ exitCode: 3 }) })).tone).toBe('warn');
    expect(statusParts({ phase: 'compiling' }).tone).toBe('busy');
  });

  it('says when a live program waits for a line, and marks what the checks caught', () => {
    const waiting = statusParts({ phase: 'running', waiting: true });
    expect(waiting).toMatchObject({ tone: 'busy', head: 'Waiting for input' });
    expect(statusText({ phase: 'running', waiting: true })).toMatch(/^Waiting for input: .*Enter/);

    const ub = idle({
      compile: compiled(true),
      run: ran({ crash: { kind: 'undefined', undefinedBehaviour: {} } as never }),
    });
    expect(statusParts(ub).tone).toBe('error');
    expect(statusText(ub)).toBe('Stopped: undefined behaviour · compiled in 412 ms · ran 3 ms.');

    const heap = idle({ compile: compiled(true), run: ran({ crash: { kind: 'heap', heap: {} } as never }) });
    expect(statusParts(heap).tone).toBe('error');
    expect(statusText(heap)).toBe('Stopped: a heap error · compiled in 412 ms · ran 3 ms.');

    // Exit code 0 with a leak is not the green chip of a clean run.
    const leaked = idle({
      compile: compiled(true),
      run: ran({ leaks: [{ blocks: 1, bytes: 4, file: 'a.c', line: 3 }] }),
    });
    expect(statusParts(leaked)).toMatchObject({ tone: 'warn', head: 'Exit code 0' });
    expect(statusText(leaked)).toBe('Exit code 0 · compiled in 412 ms · ran 3 ms · memory leaked.');
  });
});

describe('the first difference between expected and actual output', () => {
  it('points at the first character that differs, by line and column', () => {
    expect(firstDifference('Area: 12\nPerimeter: 14\n', 'Area: 12\n')).toEqual({
      index: 9,
      line: 2,
      column: 1,
    });
    expect(firstDifference('abc', 'abd')).toEqual({ index: 2, line: 1, column: 3 });
    expect(firstDifference('same', 'same')).toBeNull();
  });

  it('names characters a student cannot see', () => {
    expect(describeChar('a\n', 1)).toBe('a line break');
    expect(describeChar('a', 1)).toBe('the end of the output');
    expect(describeChar('a b', 1)).toBe('a space');
  });
});

describe('the one output area of a runnable sample', () => {
  const area = (props: Parameters<typeof RunOutput>[0]) => render(<RunOutput {...props} />).container;

  it('shows the lesson’s output before a run', () => {
    const box = area({ view: idle({}), declared: 'Hello\n', modified: false, editedSinceRun: false });
    expect(box.querySelector('[data-io]')?.getAttribute('data-io')).toBe('declared');
    expect(box.querySelector('pre')?.textContent).toBe('Hello\n');
  });

  it('folds it away, closed and labelled as the original program’s, once the code is edited', () => {
    const box = area({ view: idle({}), declared: 'Hello\n', modified: true, editedSinceRun: false });
    expect(box.querySelector('[data-io]')?.getAttribute('data-io')).toBe('original');
    const disclosure = box.querySelector('[data-io] details')!;
    expect(disclosure.hasAttribute('open')).toBe(false);
    expect(disclosure.querySelector('summary')?.textContent).toMatch(/^Output of the original program/);
    expect(disclosure.querySelector('pre')?.textContent).toBe('Hello\n');
  });

  it('replaces it with what the code printed, and only that', () => {
    const view = idle({ compile: compiled(true), run: ran({ stdout: 'Edited\n', stderr: 'warn\n' }) });
    const box = area({ view, declared: 'Hello\n', modified: true, editedSinceRun: false });
    expect(box.querySelectorAll('[data-io]')).toHaveLength(1);
    expect(box.textContent).toContain('from your code');
    expect(box.textContent).not.toContain('Hello');
    expect(box.querySelector('[data-stream="stdout"]')?.textContent).toBe('Edited\n');
    expect(box.querySelector('[data-stream="stderr"]')?.textContent).toBe('warn\n');
  });

  it('holds the live terminal in its place during and after a live run, still one area', () => {
    const view = idle({
      compile: compiled(true),
      run: ran({ stdout: 'Age: 29\n' }),
      transcript: [
        { stream: 'stdout', text: 'Age: ' },
        { stream: 'stdin', text: '19\n' },
      ],
    });
    const box = area({
      view,
      declared: 'Hello\n',
      modified: false,
      editedSinceRun: false,
      terminal: (id) => <pre data-terminal="" aria-labelledby={id} />,
    });
    expect(box.querySelectorAll('[data-io]')).toHaveLength(1);
    expect(box.querySelector('[data-io]')?.getAttribute('data-io')).toBe('run');
    expect(box.querySelector('[data-stream]')).toBeNull();
    const terminal = box.querySelector('[data-terminal]')!;
    expect(document.getElementById(terminal.getAttribute('aria-labelledby')!)?.textContent).toBe('Terminal');
    expect(box.textContent).toContain('from your code');
  });

  it('says when the code changed after the run it shows', () => {
    const view = idle({ compile: compiled(true), run: ran({}) });
    const box = area({ view, declared: 'Hello\n', modified: true, editedSinceRun: true });
    expect(box.textContent).toContain('code edited since');
  });
});

describe('the problems a run met', () => {
  it('says which limit the program’s files met, as a full disk, and how to clear them', () => {
    const said = (diskFull?: DiskLimit) =>
      render(
        <RunProblems view={idle({ compile: compiled(true), run: ran(diskFull ? { diskFull } : {}) })} />,
      ).container.querySelector('[data-disk-full]');
    expect(said('file-size')?.textContent).toBe(
      'A file grew past 8 MB, the most one file may hold here, so writing to it failed as on a full disk (errno EFBIG, “File too large”). Reset deletes the program’s files.',
    );
    expect(said('total-size')?.getAttribute('role')).toBe('alert');
    expect(said('total-size')?.textContent).toMatch(
      /passed 16 MB in all, .*\(errno ENOSPC, “No space left on device”\)/,
    );
    expect(said('file-count')?.textContent).toMatch(/more than 100 files, .* fopen returned NULL/);
    expect(said()).toBeNull();
  });
});
