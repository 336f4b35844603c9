/**
 * `npm run check:parsons [paths…] [--no-cache]`: every Parsons problem's model arrangement is
 * compiled with gcc (the samples' flags) and must pass its tests; each distractor, swapped in for
 * the model line it imitates and added after it, must fail a test or not compile (with the mutants'
 * flags: a warning alone does not make it wrong). The programs are the ones the page builds from an
 * arrangement (src/content/parsons.ts), judged by the challenges' runner. Outcomes are cached by
 * program, tests, runner and gcc, so an unchanged lesson is checked again in a moment.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { piecesOf } from '../src/content/parsons.ts';
import type { ParsonsBlock } from '../src/schema/index.ts';
import { runnerIdentity } from './lib/challengeRun.ts';
import { gccVersion } from './lib/gcc.ts';
import { lessonsToCheck, nothingToCheck } from './lib/lessons.ts';
import { judgeProgram, RUNNER, type ProgramVerdict } from './lib/mutantRunner.ts';
import { outcomeCache } from './lib/outcomeCache.ts';
import { parsonsVariants, type ParsonsVariant } from './lib/parsonsVariants.ts';
import { eachInPool } from './lib/pool.ts';

interface Job {
  where: string;
  title: string;
  block: ParsonsBlock;
  variant: ParsonsVariant;
}

const quote = (line: string) => `\`${line.trim()}\``;

/** What is wrong with a variant's verdict, in words; undefined when it did what it must. */
function problemOf(job: Job, verdict: ProgramVerdict): string | undefined {
  const { variant, block } = job;
  const passed = verdict.compiled && verdict.verdict === 'pass';
  if (variant.kind === 'model') {
    if (passed) return undefined;
    if (!verdict.compiled)
      return `the model program, arranged as the page arranges it, does not compile:\n${verdict.stderr.trim()}`;
    return `the model program fails test ${(verdict.failed?.test ?? 0) + 1} (${verdict.verdict}): fix the program or the test`;
  }
  if (!passed) return undefined;
  const distractor = quote(block.distractors?.[variant.distractor ?? 0] ?? '');
  const twin = quote(piecesOf(block.code)[(variant.twin ?? 1) - 1] ?? '');
  return variant.kind === 'swapped'
    ? `distractor ${distractor} in place of line ${variant.twin} (${twin}) still passes every test, so it is not a mistake: make it one the tests catch, or add a test that catches it`
    : `distractor ${distractor} added after line ${variant.twin} (${twin}) still passes every test, so a student could use it and pass: make it a mistake the tests catch, or add a test that catches it`;
}

async function main() {
  const args = process.argv.slice(2);
  const gcc = gccVersion();
  if (!gcc) {
    console.error(
      'gcc was not found, so the Parsons problems cannot be checked. Install gcc (for example: apt-get install gcc) and run again.',
    );
    process.exit(1);
  }
  const started = performance.now();
  const lessons = lessonsToCheck(args);
  const jobs: Job[] = lessons.flatMap((lesson) =>
    lesson.blocks.flatMap((block, i) =>
      block.type === 'parsons'
        ? parsonsVariants(block).map((variant) => ({
            where: `${lesson.file}:${lesson.blockLines[i] ?? 1}`,
            title: block.title,
            block,
            variant,
          }))
        : [],
    ),
  );
  const problems = new Set(jobs.map((j) => `${j.where} ${j.title}`)).size;
  if (problems === 0) nothingToCheck(args, 'Parsons problem', lessons.length);
  const cache = outcomeCache<ProgramVerdict>(process.cwd(), 'check-parsons', [gcc, runnerIdentity()]);
  const useCache = !args.includes('--no-cache');
  const work = mkdtempSync(join(tmpdir(), 'parsons-'));
  const found: string[] = [];
  let fromCache = 0;
  try {
    await eachInPool(jobs, async (job) => {
      const flags = job.variant.kind === 'model' ? RUNNER.solutionFlags : RUNNER.mutantFlags;
      const key = { source: job.variant.source, tests: job.block.tests, flags };
      let verdict = useCache ? cache.get(key) : undefined;
      if (verdict) fromCache++;
      else {
        verdict = await judgeProgram(work, [{ name: 'main.c', code: job.variant.source }], job.block.tests, {
          flags,
        });
        cache.set(key, verdict);
      }
      const problem = problemOf(job, verdict);
      if (problem) found.push(`${job.where} ${job.title}: ${problem}`);
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  found.sort().forEach((p) => console.error(`✗ ${p}`));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${problems} Parsons problem${problems === 1 ? '' : 's'} checked (${jobs.length} programs, ${fromCache} from the cache) in ${seconds} s: ${found.length === 0 ? 'every model passes and every distractor is caught' : `${found.length} problem${found.length === 1 ? '' : 's'}`}.`,
  );
  process.exitCode = found.length === 0 ? 0 : 1;
}

await main();
