import { stripVTControlCharacters } from 'node:util';

/**
 * Runs test suites side by side: as many at a time as asked, in list order as slots free up, each
 * waiting for the suites it comes `after` and never running beside a suite that holds one of the
 * same `locks`. A failing suite never stops the others; a suite whose prerequisite failed is skipped.
 */

/** One suite of `npm test`. */
export interface Suite {
  /** A short name for the summary and the output's prefix. */
  name: string;
  /** The shell command that runs it; exit status 0 is a pass. */
  command: string;
  /** Suites that must have passed first (it reads what they make). */
  after?: readonly string[];
  /** Shared things it writes (such as `dist/`): suites holding the same lock never run at once. */
  locks?: readonly string[];
}

export type Outcome = 'passed' | 'failed' | 'skipped';

export interface Finished {
  suite: Suite;
  outcome: Outcome;
  seconds: number;
  /** Everything it printed, or why it was skipped. */
  output: string;
}

/** Starts a suite and resolves when it ends. */
export type Start = (suite: Suite) => Promise<{ ok: boolean; output: string }>;

/**
 * Runs every suite and resolves with all of them finished, in the order they finished. Throws at
 * once (before starting anything) on an `after` that names no suite, or on a circle of them.
 */
export async function runSuites(
  suites: readonly Suite[],
  options: { jobs: number; start: Start; onEnd?: (finished: Finished) => void; now?: () => number },
): Promise<Finished[]> {
  const byName = new Map(suites.map((s) => [s.name, s]));
  for (const s of suites)
    for (const a of s.after ?? [])
      if (!byName.has(a)) throw new Error(`suite '${s.name}' comes after '${a}', which is not a suite`);
  assertNoCircle(suites, byName);

  const now = options.now ?? (() => performance.now());
  const waiting = [...suites];
  const running = new Set<Suite>();
  const done = new Map<string, Finished>();
  const finished: Finished[] = [];

  return new Promise((resolve) => {
    const finish = (result: Finished) => {
      done.set(result.suite.name, result);
      finished.push(result);
      options.onEnd?.(result);
    };
    const pump = () => {
      // Skip what can never run: a prerequisite failed or was skipped.
      for (const s of [...waiting]) {
        const blocked = (s.after ?? []).find((a) => done.has(a) && done.get(a)!.outcome !== 'passed');
        if (blocked) {
          waiting.splice(waiting.indexOf(s), 1);
          finish({ suite: s, outcome: 'skipped', seconds: 0, output: `skipped: '${blocked}' did not pass` });
        }
      }
      const held = new Set([...running].flatMap((s) => s.locks ?? []));
      for (const s of [...waiting]) {
        if (running.size >= options.jobs) break;
        const ready = (s.after ?? []).every((a) => done.get(a)?.outcome === 'passed');
        if (!ready || (s.locks ?? []).some((l) => held.has(l))) continue;
        waiting.splice(waiting.indexOf(s), 1);
        running.add(s);
        (s.locks ?? []).forEach((l) => held.add(l));
        const started = now();
        void options.start(s).then(
          ({ ok, output }) => end(s, ok ? 'passed' : 'failed', output, started),
          (error: unknown) => end(s, 'failed', String(error), started),
        );
      }
      if (running.size === 0 && waiting.length === 0) resolve(finished);
    };
    const end = (s: Suite, outcome: Outcome, output: string, started: number) => {
      running.delete(s);
      finish({ suite: s, outcome, seconds: (now() - started) / 1000, output });
      pump();
    };
    pump();
  });
}

function assertNoCircle(suites: readonly Suite[], byName: Map<string, Suite>): void {
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (s: Suite, path: string[]) => {
    if (state.get(s.name) === 'done') return;
    if (state.get(s.name) === 'visiting')
      throw new Error(`suites wait for each other in a circle: ${[...path, s.name].join(' → ')}`);
    state.set(s.name, 'visiting');
    for (const a of s.after ?? []) visit(byName.get(a)!, [...path, s.name]);
    state.set(s.name, 'done');
  };
  suites.forEach((s) => visit(s, []));
}

/** The output of a finished suite as one block, every line prefixed with its name. */
export function block({ suite, outcome, seconds, output }: Finished): string {
  const lines = output.replace(/\s+$/, '').split('\n');
  const body = lines.map((l) => `${suite.name} │ ${l}`).join('\n');
  return `── ${suite.name}: ${outcome} in ${seconds.toFixed(1)} s ${'─'.repeat(40)}\n${body}\n`;
}

/** The summary table: suite, result, seconds, in the order of the list. */
export function summary(suites: readonly Suite[], finished: readonly Finished[]): string {
  const width = Math.max(5, ...suites.map((s) => s.name.length));
  const rows = suites.map((s) => {
    const f = finished.find((x) => x.suite === s);
    const seconds = f ? f.seconds.toFixed(1) : '-';
    return `${s.name.padEnd(width)}  ${(f?.outcome ?? 'not run').padEnd(7)}  ${seconds.padStart(7)}`;
  });
  return [`${'suite'.padEnd(width)}  result   seconds`, ...rows].join('\n');
}

/**
 * What each failed suite said about its failures, to print last: a CI log that keeps only its tail
 * still shows why. From vitest's "Failed Tests" section (or the last lines, for other tools), at
 * most `maxLines` lines for all failed suites together, shared between them.
 */
export function failureDigest(finished: readonly Finished[], maxLines = 120): string {
  const failed = finished.filter((f) => f.outcome === 'failed');
  if (failed.length === 0) return '';
  const each = Math.max(10, Math.floor(maxLines / failed.length));
  const parts = failed.map(({ suite, output }) => {
    // Colour codes would garble a plain log; vitest's own section starts at its "Failed Tests" rule.
    const lines = stripVTControlCharacters(output).replace(/\s+$/, '').split('\n');
    const from = lines.findIndex((l) => /Failed Tests? \d+/.test(l));
    const wanted = from >= 0 ? lines.slice(from) : lines.slice(-each);
    const shown =
      wanted.length > each
        ? [...wanted.slice(0, each - 1), `… and ${wanted.length - each + 1} more lines: see its block above`]
        : wanted;
    return `── ${suite.name} failed: ${'─'.repeat(40)}\n${shown.map((l) => `${suite.name} │ ${l}`).join('\n')}`;
  });
  return `\nWhy, in short (each suite's whole output is in its block above):\n${parts.join('\n')}`;
}
