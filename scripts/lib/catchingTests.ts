/**
 * For the mutants a challenge's tests miss, a test that catches each, found by running the solution
 * and the mutant on inputs made from the tests (src/mutation/probes.ts). `npm run check:challenges`
 * offers these before it offers recording a mutant as equivalent, so that a real mistake is not
 * written off as "no difference".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ChallengeToCheck } from '../../src/mutation/challenges.ts';
import { probesFrom, type CatchingTest } from '../../src/mutation/probes.ts';
import type { Survivor } from '../../src/mutation/results.ts';
import { runProcess } from './gcc.ts';
import { compile, runCase, RUNNER } from './mutantRunner.ts';

/** A solution's run takes milliseconds; this only stops one that waits for input it never gets. */
const SOLUTION_TIMEOUT_MS = 5000;

/** What the solution prints for each probe it handles cleanly (exit status 0, no sanitizer report). */
async function solutionOutputs(dir: string, challenge: ChallengeToCheck) {
  const outputs: CatchingTest[] = [];
  for (const probe of probesFrom(challenge.tests)) {
    const run = await runProcess(join(dir, 'prog'), [], {
      cwd: dir,
      input: probe.input,
      timeout: SOLUTION_TIMEOUT_MS,
    });
    // An input the solution rejects (or mishandles) is not one the prompt allows.
    if (run.code === 0 && !run.timedOut && run.stderr.trim() === '')
      outputs.push({ name: probe.name, input: probe.input, output: run.stdout });
  }
  return outputs;
}

/**
 * The catching test of each survivor, by id, or undefined where no probe tells the mutant apart.
 * A test found for one survivor is tried first on the next, so one test can serve several.
 */
export async function catchingTests(
  workDir: string,
  challenge: ChallengeToCheck,
  survivors: readonly Survivor[],
): Promise<{ tests: Map<string, CatchingTest | undefined>; tried: number }> {
  const tests = new Map<string, CatchingTest | undefined>();
  const dir = mkdtempSync(join(workDir, 'probe-'));
  try {
    if (!(await compile(dir, challenge.files, RUNNER.solutionFlags)).ok) return { tests, tried: 0 };
    const candidates = await solutionOutputs(dir, challenge);
    const found: CatchingTest[] = [];
    for (const survivor of survivors) {
      const mutant = challenge.mutants.find((m) => m.id === survivor.id);
      const mutantDir = mkdtempSync(join(workDir, 'probe-'));
      try {
        const files = challenge.files.map((f) =>
          mutant && f.name === mutant.file ? { ...f, code: mutant.code } : f,
        );
        if (!mutant || !(await compile(mutantDir, files, RUNNER.mutantFlags)).ok) continue;
        let catcher: CatchingTest | undefined;
        for (const probe of [...found, ...candidates.filter((c) => !found.includes(c))]) {
          if ((await runCase(mutantDir, { input: probe.input, output: probe.output })).verdict === 'pass')
            continue;
          catcher = probe;
          break;
        }
        if (catcher && !found.includes(catcher)) found.push(catcher);
        tests.set(survivor.id, catcher);
      } finally {
        rmSync(mutantDir, { recursive: true, force: true });
      }
    }
    return { tests, tried: candidates.length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
