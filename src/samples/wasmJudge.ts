import type { Lesson } from '../content/model.ts';
import type { SampleJob } from './collect.ts';
import type { Diagnostic } from '../runner/protocol.ts';
import type { KnownDifference, LineDifference } from './differences.ts';

/**
 * How a program job is named in the differences list: the lesson file and the block's title
 * (a challenge's title, a code block's title, or its position when it has none).
 */
export function sampleKey(lessons: readonly Lesson[], where: string): string {
  const file = where.slice(0, where.indexOf(':'));
  const index = Number(/blocks\[(\d+)\]/.exec(where)?.[1]);
  const block = lessons.find((l) => l.file === file)?.blocks[index];
  const title = block && 'title' in block ? block.title : undefined;
  return `${file} ${title ?? `blocks[${index}]`}`;
}

/** Every output line that differs, both ways. */
export function lineDifferences(declared: string, actual: string): LineDifference[] {
  const a = declared.split('\n');
  const b = actual.split('\n');
  const result: LineDifference[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if (a[i] !== b[i]) result.push({ line: i + 1, declared: a[i] ?? '(no line)', wasm: b[i] ?? '(no line)' });
  return result;
}

/** What one job did in the browser toolchain. */
export interface JobOutcome {
  compiled: boolean;
  log: string;
  diagnostics: Diagnostic[];
  runs: { name: string; expected: string; stdout: string; exitCode: number | null; problem?: string }[];
}

const show = (d: LineDifference) =>
  `line ${d.line}: declared ${JSON.stringify(d.declared)}, wasm32 printed ${JSON.stringify(d.wasm)}`;

/**
 * The failures of one job against the gcc check's expectations (compiles without warnings, exits
 * with 0, prints exactly the declared output), allowing only its pinned known difference.
 */
export function judge(key: string, job: SampleJob, outcome: JobOutcome, known?: KnownDifference): string[] {
  const where = `${job.where} [${key}]`;
  if (!outcome.compiled) return [`${where}: does not compile with clang for wasm32:\n${outcome.log.trim()}`];
  const failures: string[] = [];
  const warnings = outcome.diagnostics.filter((d) => d.severity !== 'note').map((d) => d.option ?? d.message);
  if (JSON.stringify(warnings) !== JSON.stringify(known?.warnings ?? []))
    failures.push(
      `${where}: clang's warnings ${JSON.stringify(warnings)} differ from the pinned ${JSON.stringify(known?.warnings ?? [])}:\n${outcome.log.trim()}`,
    );
  for (const run of outcome.runs) {
    const label = outcome.runs.length > 1 ? `${where} [${run.name}]` : where;
    if (run.problem) failures.push(`${label}: ${run.problem}`);
    else if (run.exitCode !== 0) failures.push(`${label}: exited with status ${run.exitCode}`);
    const found = lineDifferences(run.expected, run.stdout);
    if (JSON.stringify(found) !== JSON.stringify(known?.lines ?? []))
      failures.push(
        `${label}: output differs from the declared output${known?.lines ? ' other than as pinned' : ''}:\n${found.map((d) => `      ${show(d)}`).join('\n') || '      (no difference: remove the pinned lines)'}`,
      );
  }
  return failures;
}
