import { judgeRun, type LineDifference, type RunFacts } from '../runner/judge.ts';
import { CHECK_RUN_TIME_LIMIT_MS } from '../runner/limits.ts';
import type { Diagnostic } from '../runner/protocol.ts';
import { describeOrigin, originKey } from '../site/programs.ts';
import type { ProgramJob } from './collect.ts';
import type { KnownDifference } from './differences.ts';

/** What one job did in the browser's toolchain (run in Node). */
export interface JobOutcome {
  compiled: boolean;
  log: string;
  diagnostics: Diagnostic[];
  /** Set when the precompiled module of a sample differs from a fresh compile (see wasmWorker.ts). */
  stale?: string;
  runs: (RunFacts & {
    name: string;
    expected: string;
    /** The exit status the run must end with, when not 0. */
    status?: number;
    /** The checking allocator's leak report, one sentence a line that allocated. */
    leaks: string[];
  })[];
}

const show = (d: LineDifference) =>
  `line ${d.line}: declared ${JSON.stringify(d.expected)}, wasm32 printed ${JSON.stringify(d.actual)}`;

/**
 * The failures of one job against the gcc check's expectations (compiles without warnings, exits
 * with 0, prints exactly the declared output, leaks nothing), allowing only its pinned known differences.
 */
export function judgeJob(job: ProgramJob, outcome: JobOutcome, known?: KnownDifference): string[] {
  const where = `${describeOrigin(job.origin)} [${originKey(job.origin)}]`;
  if (!outcome.compiled) return [`${where}: does not compile with clang for wasm32:\n${outcome.log.trim()}`];
  const failures: string[] = outcome.stale
    ? [`${where}: ${outcome.stale}: delete node_modules/.cache/c-programs and build again`]
    : [];
  const warnings = outcome.diagnostics.filter((d) => d.severity !== 'note').map((d) => d.option ?? d.message);
  if (JSON.stringify(warnings) !== JSON.stringify(known?.warnings ?? []))
    failures.push(
      `${where}: clang's warnings ${JSON.stringify(warnings)} differ from the pinned ${JSON.stringify(known?.warnings ?? [])}:\n${outcome.log.trim()}`,
    );
  for (const run of outcome.runs) {
    const label = outcome.runs.length > 1 ? `${where} [${run.name}]` : where;
    const verdict = judgeRun(run.expected, run, {
      timeLimitMs: CHECK_RUN_TIME_LIMIT_MS,
      allowed: known?.lines ?? [],
      ...(run.status !== undefined ? { status: run.status } : {}),
    });
    if (verdict.kind === 'output')
      failures.push(
        `${label}: output differs from the declared output${known?.lines ? ' other than as pinned' : ''}:\n${verdict.differences.map((d) => `      ${show(d)}`).join('\n') || '      (no difference: remove the pinned lines)'}`,
      );
    else if (!verdict.pass) failures.push(`${label}: ${verdict.reason}`);
    // A lesson may leak on purpose to show a leak; any other leak, or a pinned one gone, fails.
    if (JSON.stringify(run.leaks) !== JSON.stringify(known?.leaks ?? []))
      failures.push(
        `${label}: the checking allocator reports ${JSON.stringify(run.leaks)}, not the pinned ${JSON.stringify(known?.leaks ?? [])}`,
      );
  }
  return failures;
}
