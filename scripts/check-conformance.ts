/**
 * `npm run check:conformance` (suite `conformance`): the C library conformance corpus (`tests/conformance/`). Each
 * `<name>.c` is a small program with its expected standard output in `<name>.out` (and its input
 * in `<name>.in`, if any). Every program is built and run twice, and both must print exactly the
 * expected output and exit with 0: by native gcc (so the expectation is what Linux does) and by
 * the browser's toolchain in Node (the same compile and run functions as the site's workers), where
 * it must also run clean under the undefined-behaviour traps and the checking allocator.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadNodeToolchain } from '../src/runner/build/node.ts';
import { describeLeak } from '../src/runner/explain/problems.ts';
import { executeProgram } from '../src/runner/program/execute.ts';
import { compileProgram } from '../src/runner/toolchain/compile.ts';
import { CHECK_RUN_TIME_LIMIT_MS } from '../src/runner/limits.ts';

const DIR = join(process.cwd(), 'tests', 'conformance');

/** One program of the corpus. */
export interface ConformanceCase {
  name: string;
  code: string;
  input: string;
  expected: string;
}

/** Every program of the corpus, by name. Throws when a program has no expected output. */
export function readCorpus(dir = DIR): ConformanceCase[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.c'))
    .sort()
    .map((file) => {
      const name = file.slice(0, -2);
      const at = (ext: string) => join(dir, `${name}.${ext}`);
      if (!existsSync(at('out'))) throw new Error(`tests/conformance/${name}.c has no ${name}.out`);
      return {
        name,
        code: readFileSync(at('c'), 'utf8'),
        input: existsSync(at('in')) ? readFileSync(at('in'), 'utf8') : '',
        expected: readFileSync(at('out'), 'utf8'),
      };
    });
}

/** What gcc makes of a program: problems, none when it printed the expected output. */
function withGcc(test: ConformanceCase, work: string): string[] {
  const exe = join(work, test.name);
  const built = spawnSync(
    'gcc',
    [
      '-std=c11',
      '-Wall',
      '-Wextra',
      '-pedantic',
      '-Werror',
      '-O1',
      '-o',
      exe,
      join(DIR, `${test.name}.c`),
      '-lm',
    ],
    { encoding: 'utf8' },
  );
  if (built.error) return [`gcc could not be started (${built.error.message}): install gcc`];
  if (built.status !== 0) return [`gcc: does not compile:\n${built.stderr}`];
  // UTC, as in the browser, so that <time.h>'s local time is the same on every machine.
  const ran = spawnSync(exe, [], {
    input: test.input,
    encoding: 'utf8',
    timeout: CHECK_RUN_TIME_LIMIT_MS,
    env: { ...process.env, TZ: 'UTC' },
  });
  const problems: string[] = [];
  if (ran.status !== 0) problems.push(`gcc: exited with ${ran.status ?? ran.signal}`);
  if (ran.stdout !== test.expected)
    problems.push(`gcc: printed\n${ran.stdout}\ninstead of\n${test.expected}`);
  return problems;
}

async function main() {
  const started = performance.now();
  const corpus = readCorpus();
  if (corpus.length === 0) {
    console.error(`tests/conformance/ holds no programs: nothing was checked.`);
    process.exit(1);
  }
  const work = mkdtempSync(join(tmpdir(), 'learn-c-conformance-'));
  const toolchain = await loadNodeToolchain();
  let failed = 0;
  try {
    for (const test of corpus) {
      const problems = withGcc(test, work);
      const compiled = await compileProgram(toolchain, [{ name: `${test.name}.c`, code: test.code }]);
      if (!compiled.wasm) problems.push(`wasm32: does not compile:\n${compiled.log}`);
      else {
        if (compiled.diagnostics.length) problems.push(`wasm32: clang warns:\n${compiled.log}`);
        const run = await executeProgram({
          program: compiled.wasm,
          stdin: test.input,
          files: {},
          name: test.name,
        });
        if (run.crash) problems.push(`wasm32: ${run.crash.message} (${run.crash.detail})`);
        else if (run.exitCode !== 0) problems.push(`wasm32: exited with ${run.exitCode}`);
        for (const leak of run.leaks) problems.push(`wasm32: ${describeLeak(leak)}`);
        if (run.stdout !== test.expected)
          problems.push(`wasm32: printed\n${run.stdout}\ninstead of\n${test.expected}`);
      }
      if (problems.length) failed++;
      console.log(
        `${problems.length ? '✗' : '✓'} ${test.name}${problems.map((p) => `\n    ${p.replaceAll('\n', '\n    ')}`).join('')}`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\nConformance corpus: ${corpus.length} programs, each with gcc and the browser's clang, in ${seconds} s`,
  );
  console.log(`${corpus.length - failed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
