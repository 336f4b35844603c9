/**
 * Why an attempt's output differs from a test's, named when one common slip explains the whole
 * difference: spaces at the end of a line, a prompt too many or too few, letter case, a blank
 * line, how a number is written, the output printed twice, a program that never ended. Pure, so
 * each cause is tested on its own; a plain wrong answer names none (a wrong guess would mislead).
 * The missing final newline is the judge's own reason (judge.ts) and is not repeated here.
 */

export type CauseKind =
  | 'never-ends'
  | 'endless-output'
  | 'printed-twice'
  | 'trailing-spaces'
  | 'blank-line'
  | 'letter-case'
  | 'extra-prompt'
  | 'missing-prompt'
  | 'number-format';

export interface Cause {
  kind: CauseKind;
  /** A sentence for the student: what differs, and where to look. */
  text: string;
}

/** How the run ended, as far as causes go. */
export interface CauseFacts {
  timedOut?: boolean | undefined;
  truncated?: boolean | undefined;
}

const show = (text: string) => `“${text}”`;
const lines = (text: string) => text.split('\n');
const trimLineEnds = (text: string) =>
  lines(text)
    .map((l) => l.trimEnd())
    .join('\n');
const withoutBlankLines = (text: string) =>
  lines(text)
    .filter((l) => l.trim() !== '')
    .join('\n');
const blankLines = (text: string) => lines(text.replace(/\n$/, '')).filter((l) => l.trim() === '').length;

/** The output as the same text printed `times` times (2 or more), or 0. */
function repeats(expected: string, actual: string): number {
  if (expected === '' || actual.length % expected.length !== 0) return 0;
  const times = actual.length / expected.length;
  return times >= 2 && expected.repeat(times) === actual ? times : 0;
}

/**
 * A prompt: text that asks for input and ends with a colon, question mark or `>` (and the spaces
 * after it), such as "Enter a number: ".
 */
const PROMPT = /^[^\n]*?[:?>][ \t]*/;

/** The prompt `longer` has before `shorter` on one line, or undefined. */
function promptBefore(longer: string, shorter: string): string | undefined {
  if (longer.length <= shorter.length || !longer.endsWith(shorter)) return undefined;
  const prefix = longer.slice(0, longer.length - shorter.length);
  return PROMPT.exec(prefix)?.[0] === prefix ? prefix : undefined;
}

/**
 * The prompt that `longer` prints and `shorter` does not, when it is the only difference: at the
 * start of lines (a prompt without a line break) or as lines of their own.
 */
function extraPrompt(longer: string, shorter: string): string | undefined {
  const a = lines(longer);
  const b = lines(shorter);
  if (a.length === b.length) {
    let found: string | undefined;
    for (let i = 0; i < a.length; i++) {
      if (a[i] === b[i]) continue;
      const prompt = promptBefore(a[i]!, b[i]!);
      if (prompt === undefined) return undefined;
      found ??= prompt;
    }
    return found;
  }
  // Prompt lines of their own: what is left without them must be the other output.
  const kept: string[] = [];
  let found: string | undefined;
  let j = 0;
  for (const line of a) {
    if (j < b.length && line === b[j]) {
      kept.push(line);
      j++;
    } else if (PROMPT.exec(line)?.[0] === line && line.trim() !== '') found ??= line;
    else return undefined;
  }
  return j === b.length && kept.length === b.length ? found : undefined;
}

const NUMBER = /-?\d+(?:\.\d+)?/g;

/** A number as the other side printed it, when only how numbers are written differs: [expected, actual]. */
function numberFormat(expected: string, actual: string): [string, string] | undefined {
  const eNumbers = expected.match(NUMBER) ?? [];
  const aNumbers = actual.match(NUMBER) ?? [];
  if (eNumbers.length === 0 || eNumbers.length !== aNumbers.length) return undefined;
  if (expected.replace(NUMBER, '#') !== actual.replace(NUMBER, '#')) return undefined;
  let first: [string, string] | undefined;
  for (let i = 0; i < eNumbers.length; i++) {
    const e = eNumbers[i]!;
    const a = aNumbers[i]!;
    if (e === a) continue;
    const decimals = e.split('.')[1]?.length ?? 0;
    // The same value to the places the test shows: 3.5 and 3.50, 3.333333 and 3.33, 12.000000 and 12.
    const same = Number(a).toFixed(decimals) === e || Number(e).toFixed(a.split('.')[1]?.length ?? 0) === a;
    const places = (a.split('.')[1]?.length ?? 0) !== decimals;
    if (!same || !places) return undefined;
    first ??= [e, a];
  }
  return first;
}

/** The one slip that explains how `actual` differs from `expected`, or null when none does. */
export function causeOf(expected: string, actual: string, facts: CauseFacts = {}): Cause | null {
  if (facts.timedOut)
    return {
      kind: 'never-ends',
      text: 'The program never finished, so it was stopped: a loop whose condition never becomes false, or a read waiting for input this test does not give.',
    };
  if (facts.truncated)
    return {
      kind: 'endless-output',
      text: 'The program kept printing until it was stopped: a loop that prints and never ends.',
    };
  if (expected === actual) return null;
  // The judge already names this one (judge.ts): saying it twice adds nothing.
  if (expected.replace(/\n$/, '') === actual.replace(/\n$/, '')) return null;
  const times = repeats(expected, actual);
  if (times)
    return {
      kind: 'printed-twice',
      text: `Your output is the expected output printed ${times === 2 ? 'twice' : `${times} times`}: is the printing inside a loop, or is the work done more than once?`,
    };
  if (trimLineEnds(expected) === trimLineEnds(actual))
    return {
      kind: 'trailing-spaces',
      text: `Only spaces at the end of a line differ: your output has ${trimLineEnds(actual) === actual ? 'fewer' : 'extra'} spaces (or tabs) before a line break. They are invisible here but count: check the end of each printf's format.`,
    };
  if (withoutBlankLines(expected) === withoutBlankLines(actual)) {
    const more = blankLines(actual) > blankLines(expected);
    return {
      kind: 'blank-line',
      text: more
        ? 'Your output has a blank line the expected output does not: look for a "\\n" too many, such as one at the start of a printf after a line that already ended.'
        : 'The expected output has a blank line yours does not: a "\\n" is missing.',
    };
  }
  if (expected.toLowerCase() === actual.toLowerCase())
    return {
      kind: 'letter-case',
      text: 'Only capital and small letters differ: C prints exactly what the format says, and a test compares letters exactly.',
    };
  const extra = extraPrompt(actual, expected);
  if (extra !== undefined)
    return {
      kind: 'extra-prompt',
      text: `Your program prints ${show(extra)}, which the test does not expect: print only the prompts the task shows.`,
    };
  const missing = extraPrompt(expected, actual);
  if (missing !== undefined)
    return {
      kind: 'missing-prompt',
      text: `The expected output has the prompt ${show(missing)}, which your program does not print: print it before reading the input.`,
    };
  const number = numberFormat(expected, actual);
  if (number)
    return {
      kind: 'number-format',
      text: `The numbers are right but written differently: expected ${show(number[0])}, got ${show(number[1])}. The precision in the format decides the places after the point (%.2f prints two).`,
    };
  return null;
}
