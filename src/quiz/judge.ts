import { firstDifference, firstLines, quote } from '../base/text.ts';
import { sameOutput } from '../content/quizCompare.ts';
import type { QuizProgram } from './programs.ts';

/** One gcc build and run (with the sanitizers) at one optimisation level. */
export interface NativeRun {
  compiled: boolean;
  /** gcc's messages when it did not compile; the sanitizer's report when the run failed. */
  log: string;
  exitCode: number | null;
  timedOut: boolean;
  stdout: string;
}

/** One build and run with the browser's toolchain (clang for wasm32-wasi). */
export interface WasmRun {
  compiled: boolean;
  log: string;
  /** Warnings clang gave (gcc's -Werror has no counterpart in the browser's build). */
  warnings: string[];
  exitCode: number | null;
  stdout: string;
  /** Why the run stopped short (a crash, the time limit, too much output), in words. */
  problem?: string;
  /** It ran out of time: the verdict of a busy machine, not of the program, so it is never cached. */
  timedOut?: boolean;
  /** The checker itself failed (its worker died): no verdict on the program, never cached. */
  checkerFailed?: boolean;
}

/**
 * Everything the check learnt about one program: gcc for x86-64 at two optimisation levels, gcc for
 * another machine (32-bit, plain char unsigned: what implementation-defined output depends on
 * most), and the browser's clang for wasm32.
 */
export interface QuizRuns {
  O0: NativeRun;
  O2: NativeRun;
  other: NativeRun;
  wasm: WasmRun;
}

/** The gcc command lines, for messages: the x86-64 flags and the other machine's additions. */
export interface QuizFlags {
  native: string;
  other: string;
}

/** A failure, at the field of the quiz it concerns (relative to the block). */
export interface QuizFailure {
  path: PropertyKey[];
  message: string;
}

const ran = (r: NativeRun) => r.compiled && !r.timedOut && r.exitCode === 0;

/** Whether these runs are a verdict worth keeping: none of them was stopped by a time limit. */
export const finished = (runs: QuizRuns) =>
  !runs.O0.timedOut &&
  !runs.O2.timedOut &&
  !runs.other.timedOut &&
  runs.wasm.timedOut !== true &&
  runs.wasm.checkerFailed !== true;

/** How messages name the other machine. */
const OTHER = 'a 32-bit machine whose plain char is unsigned';

/** Why a gcc build or run failed, or undefined when it ran cleanly. */
function nativeProblem(label: string, level: string, run: NativeRun, flags: string): string | undefined {
  if (!run.compiled) return `${label} does not compile with gcc ${flags} ${level}:\n${firstLines(run.log)}`;
  if (run.timedOut) return `${label} did not finish at ${level} (it ran past the time limit)`;
  if (run.exitCode !== 0)
    return `${label} stopped with status ${run.exitCode} at ${level} (a crash, or undefined behaviour the sanitizers caught):\n${firstLines(run.log)}`;
  return undefined;
}

/**
 * The failures of one quiz program: it must build and run cleanly with gcc at -O0 and -O2, with gcc
 * for the other machine and with the browser's clang, print the same everywhere (a difference means
 * undefined, unspecified or implementation-defined output), and print what the quiz claims. A
 * wrong option need only not print the right answer's output wherever it runs.
 */
export function judgeQuizProgram(program: QuizProgram, runs: QuizRuns, flags: QuizFlags): QuizFailure[] {
  const { claim, label } = program;
  if (claim.kind === 'differs') {
    const outputs = [runs.O0, runs.O2, runs.other].filter(ran).map((r) => r.stdout);
    // The browser's checks are not gcc's sanitizers (UBSan's traps and a checking allocator catch
    // less than ASan and UBSan's runtime): a wrong option whose undefined behaviour gcc stopped may
    // still "work" there. Its output counts only when the gcc build ran cleanly, where a difference
    // is implementation-defined behaviour that would make the option right in the browser.
    if (ran(runs.O0) && runs.wasm.compiled && runs.wasm.exitCode === 0 && !runs.wasm.problem)
      outputs.push(runs.wasm.stdout);
    return outputs.some((out) => sameOutput(out, claim.output))
      ? [
          {
            path: claim.path,
            message: `is not marked correct, but ${label} prints ${quote(claim.output)}, the right answer's output: mark it 'correct: true', or change it`,
          },
        ]
      : [];
  }
  const failures: QuizFailure[] = [];
  const at = (message: string) => failures.push({ path: program.source, message });
  // A problem at -O2 is news only when -O0 was clean; otherwise it is the same problem twice.
  const atO0 = nativeProblem(label, '-O0', runs.O0, flags.native);
  const atO2 = atO0 ? undefined : nativeProblem(label, '-O2', runs.O2, flags.native);
  const atOther = atO0 ? undefined : nativeProblem(label, `(${OTHER})`, runs.other, flags.other);
  if (atO0) at(atO0);
  if (atO2) at(atO2);
  if (atOther) at(atOther);
  if (!atO0 && !atO2 && runs.O0.stdout !== runs.O2.stdout)
    at(
      `${label} prints differently at -O0 and -O2 (${firstDifference(runs.O0.stdout, runs.O2.stdout, 'at -O0', 'at -O2')}): its output depends on undefined or unspecified behaviour, which a quiz must not`,
    );
  if (!atO0 && !atOther && runs.O0.stdout !== runs.other.stdout)
    at(
      `${label} prints differently on x86-64 and on ${OTHER} (gcc ${flags.other}) (${firstDifference(runs.O0.stdout, runs.other.stdout, 'on x86-64', 'there')}): its output depends on implementation-defined behaviour (the size of long or of a pointer, whether plain char is signed), which a quiz must not: make the program say what it means (int64_t, signed char, unsigned char, …)`,
    );
  const { wasm } = runs;
  // When gcc cannot build it, clang's view of the same mistake adds nothing.
  if (!runs.O0.compiled) return failures;
  if (!wasm.compiled)
    at(`${label} does not compile with clang for wasm32 (the browser's compiler):\n${firstLines(wasm.log)}`);
  else {
    if (wasm.warnings.length)
      at(
        `${label} makes clang for wasm32 (the browser's compiler) warn (${wasm.warnings.join(', ')}): make it clean for both compilers:\n${firstLines(wasm.log)}`,
      );
    if (wasm.timedOut)
      at(`${label} did not finish in the browser's wasm32 build: ${wasm.problem ?? 'timed out'}`);
    else if (wasm.problem || wasm.exitCode !== 0)
      at(`${label} stopped in the browser's wasm32 build: ${wasm.problem ?? `status ${wasm.exitCode}`}`);
    else if (ran(runs.O0) && wasm.stdout !== runs.O0.stdout)
      at(
        `${label} prints differently with gcc on x86-64 and with clang on wasm32 (${firstDifference(runs.O0.stdout, wasm.stdout, 'with gcc', 'with wasm32')}): its output depends on unspecified or implementation-defined behaviour (the order arguments are evaluated in, the size of a type), which a quiz must not`,
      );
  }
  if (!ran(runs.O0)) return failures;
  const actual = runs.O0.stdout;
  if (actual !== claim.output) {
    const hint = sameOutput(actual, claim.output)
      ? ': they differ only in spaces or newlines at the ends of lines; write the key exactly as the program prints it'
      : ': correct the key, or the program';
    // A right option is checked against the question's `prints:`; an answer key against itself.
    const message =
      program.source[0] === 'options'
        ? `is marked correct, but ${label} prints ${quote(actual)}, not ${quote(claim.output)} as 'prints:' says`
        : `the key says ${quote(claim.output)}, but ${label} prints ${quote(actual)}`;
    failures.push({ path: claim.path, message: message + hint });
  }
  for (const wrong of claim.wrong ?? [])
    if (sameOutput(wrong.output, actual))
      failures.push({
        path: wrong.path,
        message: `is an option not marked correct, but it is what ${label} prints: mark it 'correct: true' (and no other), or change it`,
      });
  return failures;
}
