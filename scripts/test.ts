/**
 * `npm test`: every check of the project, independent suites side by side (as many at a time as
 * the machine has cores; `--jobs N` to choose), each suite's output printed as one block when it
 * ends, then a summary table. Exits 1 if any suite failed, once all have ended. `npm test -- unit
 * lint` runs only the suites named.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { block, failureDigest, runSuites, summary, type Suite } from './lib/suites.ts';

/**
 * Every suite. Add one with one line. Slots are given in this order, so the longest come first;
 * `after` orders suites that read what another makes, `locks` keeps two writers of one thing apart.
 */
export const SUITES: Suite[] = [
  // One build of dist/ for the browser tests, run in parts side by side (vitest.e2e.config.ts).
  { name: 'build', command: 'tsx scripts/build.ts --quiet', locks: ['dist'] },
  { name: 'e2e', command: 'E2E_BUILT=1 E2E_PART=one npm run test:e2e', after: ['build'] },
  { name: 'e2e-2', command: 'E2E_BUILT=1 E2E_PART=two npm run test:e2e', after: ['build'] },
  { name: 'unit', command: 'npm run test:unit' },
  { name: 'presence', command: 'npm run test:presence' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'flow', command: 'npm run test:flow' },
  { name: 'samples-wasm', command: 'npm run check:samples-wasm' },
  { name: 'conformance', command: 'npm run check:conformance' },
  { name: 'samples', command: 'npm run check:samples' },
  // Mutation testing of the challenges, from the committed cache: seconds unless a challenge changed.
  { name: 'challenges', command: 'npm run check:challenges' },
  { name: 'quizzes', command: 'npm run check:quizzes' },
  // Each Parsons problem's model passes its tests and each distractor breaks it (gcc, cached).
  { name: 'parsons', command: 'npm run check:parsons' },
  { name: 'traces', command: 'npm run check:traces' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'validate', command: 'npm run validate' },
  // Measures the build.
  { name: 'size', command: 'npm run size', after: ['build'], locks: ['dist'] },
  // npm start rebuilds dist/: once the other parts no longer serve it.
  {
    name: 'e2e-start',
    command: 'E2E_BUILT=1 E2E_PART=start npm run test:e2e',
    after: ['e2e', 'e2e-2'],
    locks: ['dist'],
  },
];

const running = new Set<ChildProcess>();

/** Runs a suite's command in its own process group, collecting its output. */
function start(suite: Suite): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(suite.command, { shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ ok: code === 0, output: signal ? `${output}\n(ended by ${signal})` : output });
    });
  });
}

async function main(): Promise<void> {
  // Ctrl+C or a supervisor's SIGTERM ends every suite's whole process group (servers, browsers) too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      for (const child of running) if (child.pid) process.kill(-child.pid, 'SIGTERM');
      process.exit(130);
    });

  const args = process.argv.slice(2);
  const jobsAt = args.indexOf('--jobs');
  const jobs = jobsAt >= 0 ? Number(args[jobsAt + 1]) : availableParallelism();
  const names = args.filter((a, i) => !a.startsWith('--') && (jobsAt < 0 || i !== jobsAt + 1));
  const unknown = names.filter((n) => !SUITES.some((s) => s.name === n));
  if (unknown.length > 0 || !(jobs >= 1)) {
    console.error(`Unknown suite(s) ${unknown.join(', ')}. Suites: ${SUITES.map((s) => s.name).join(', ')}`);
    process.exitCode = 2;
    return;
  }
  // A suite asked for alone still needs what it comes after.
  const wanted = new Set(names.length > 0 ? names : SUITES.map((s) => s.name));
  for (const s of SUITES.filter((x) => wanted.has(x.name))) (s.after ?? []).forEach((a) => wanted.add(a));
  const suites = SUITES.filter((s) => wanted.has(s.name));

  console.log(
    `Running ${suites.length} suites, ${jobs} at a time: ${suites.map((s) => s.name).join(', ')}\n`,
  );
  const started = performance.now();
  const finished = await runSuites(suites, { jobs, start, onEnd: (f) => console.log(block(f)) });
  console.log(summary(suites, finished));
  const failed = finished.filter((f) => f.outcome !== 'passed');
  const digest = failureDigest(finished);
  if (digest) console.log(digest);
  console.log(
    `\n${failed.length === 0 ? 'All suites passed' : `${failed.length} of ${suites.length} suites did not pass`} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  process.exitCode = failed.length > 0 ? 1 : 0;
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) await main();
