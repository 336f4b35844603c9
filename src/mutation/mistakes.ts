/**
 * The common mistake a failing test points to, derived from the mutation results: the mutants that
 * only this test catches (every other test passes them) are the mistakes a program that fails only
 * this test most likely makes. Their operators, most frequent first, become one sentence, from a
 * table of one phrase per operator. Pure and browser-safe: it imports only a type.
 */
import type { OperatorName } from './edit.ts';

/** What a program that makes each kind of mistake does, as the end of "…usually …". */
export const MISTAKE_PHRASES: Readonly<Record<OperatorName, string>> = {
  'relational operator':
    'compare with the wrong operator at a boundary: `<` where `<=` is needed or the other way round, so a loop or a check stops one step early or late',
  'arithmetic operator': 'use the wrong arithmetic operator in one place, such as `+` for `-` or `*` for `/`',
  increment: 'step the wrong way, such as `++` where `--` is needed',
  'bitwise operator': 'mix up two bitwise operators, such as `&` and `|`, or `<<` and `>>`',
  'logical operator': 'join two conditions with the wrong one of `&&` and `||`',
  'condition dropped': 'leave out one part of a condition made of several',
  'negated condition': 'test the opposite of what they mean: a condition turned around',
  'condition removed': 'skip a check altogether, as if its condition were always true or always false',
  '! removed': 'forget a `!`, so a test means the opposite',
  '= for ==': 'write `=` (assignment) where they mean `==` (comparison)',
  'constant off by one': 'use a number one too large or too small: a start, a limit or a size off by one',
  'statement removed':
    'leave out one step: an update, a `break`, a check of what `scanf` returned, or a `return`',
  'else branch removed': 'forget what must happen in the `else` case',
  'integer division':
    'divide two whole numbers where the answer needs its fraction, so the part after the point is lost',
  'cast removed': 'leave out a cast, so a calculation is done in too small or the wrong type',
  'library call swapped':
    'call a similar library function in place of the right one, such as `isalpha` for `isalnum`',
  'strcmp sign': 'test the result of `strcmp` for exactly `-1` or `1`, where only its sign is promised',
  'indices swapped': 'swap two indices, such as `m[c][r]` for `m[r][c]`',
};

const ORDER = Object.keys(MISTAKE_PHRASES);

/**
 * The sentence for one test from its tally of mutants only it catches (`{ "relational operator": 2 }`),
 * or undefined when it catches none alone (another test already shows those mistakes). Ties go to
 * the operator listed first. Unknown operators (a results file from a newer mutator) are skipped.
 */
export function mistakeOf(onlyHere: Readonly<Record<string, number>> | undefined): string | undefined {
  const known = Object.entries(onlyHere ?? {})
    .filter(([op, n]) => op in MISTAKE_PHRASES && n > 0)
    .sort(([a, m], [b, n]) => n - m || ORDER.indexOf(a) - ORDER.indexOf(b));
  const top = known[0];
  if (!top) return undefined;
  return `Programs that fail only this test usually ${MISTAKE_PHRASES[top[0] as OperatorName]}.`;
}
