import type { Lesson } from '../../src/content/index.ts';
import type { CodeBlock } from '../../src/schema/index.ts';
import { traceLines } from '../../src/schema/trace.ts';
import { sampleFiles } from '../../src/site/programs.ts';
import { traceFileName, traceKey } from '../../src/trace/key.ts';

/** One traced sample: what to run, and where its trace goes. */
export interface TraceJob {
  /** `curriculum/unit2/pointers.yaml:336`, for messages. */
  where: string;
  /** Under `traces/`: `unit2/pointers/swap.c-1a2b3c4d.json`. */
  file: string;
  key: string;
  files: { name: string; code: string }[];
  input: string;
  output: string;
  lines: number[] | null;
}

/** Every code block marked `trace:` in the given lessons. */
export function traceJobs(lessons: readonly Lesson[]): TraceJob[] {
  const jobs: TraceJob[] = [];
  for (const lesson of lessons)
    lesson.blocks.forEach((block, i) => {
      if (block.type !== 'code' || block.trace === undefined || block.trace === false) return;
      jobs.push(jobFor(block, lesson.route, `${lesson.file}:${lesson.blockLines[i] ?? 1}`));
    });
  return jobs;
}

export function jobFor(block: CodeBlock, route: string, where: string): TraceJob {
  return {
    where,
    file: traceFileName(route, block),
    key: traceKey(block),
    files: sampleFiles(block),
    input: block.input ?? '',
    output: block.output ?? '',
    lines: traceLines(block.trace),
  };
}
