import { spawnSync } from 'node:child_process';
import { loadCurriculum } from '../../src/content/fs.ts';

/** Summary of a set of timings, in milliseconds rounded to 0.1 ms. */
export interface Timings {
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export function summarize(samples: readonly number[]): Timings {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return {
    runs: sorted.length,
    medianMs: round(median),
    minMs: round(sorted[0]!),
    maxMs: round(sorted.at(-1)!),
  };
}

function time(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/**
 * How long checking the whole curriculum takes (target: well under 2 s): in-process, the full
 * read + parse + validate + cross-check + derive (10 runs after 1 warm-up); and `npm run validate`
 * as a whole process, as an editor or CI waits for it (5 runs).
 */
export function validateBench(root = process.cwd()): { inProcess: Timings; npmRunValidate: Timings } {
  const check = () => {
    const { curriculum, issues } = loadCurriculum(root);
    if (!curriculum) throw new Error(`the curriculum has ${issues.length} problem(s): run npm run validate`);
  };
  check();
  const inProcess = summarize(Array.from({ length: 10 }, () => time(check)));
  const npmRunValidate = summarize(
    Array.from({ length: 5 }, () =>
      time(() => {
        const run = spawnSync('npm', ['run', '--silent', 'validate'], { cwd: root, stdio: 'ignore' });
        if (run.status !== 0) throw new Error('npm run validate failed: run it to see why');
      }),
    ),
  );
  return { inProcess, npmRunValidate };
}
