/** What `npm run check:challenges` prints: one row per challenge, totals, and how to fix each miss. */
import type { ChallengeToCheck, ExcludedChallenge } from './challenges.ts';
import type { CatchingTest } from './probes.ts';
import type { AlternativeResult, ChallengeResult, Classified, Survivor } from './results.ts';

const percent = (score: number) => `${score.toFixed(1)}%`.padStart(6);

/** ` 95.6%   43 of 45 caught   1 equivalent   2 surviving   curriculum/unit3/strings.yaml:663 Word Count` */
export function challengeRow(
  challenge: ChallengeToCheck,
  result: ChallengeResult,
  split: Classified,
): string {
  const counted = result.mutants - split.equivalent.length;
  const extras = [
    split.equivalent.length ? `${split.equivalent.length} equivalent` : '',
    split.surviving.length ? `${split.surviving.length} surviving` : '',
    result.uncompilable ? `${result.uncompilable} not compiling` : '',
  ].filter(Boolean);
  return `${percent(split.score)}  ${`${result.killed} of ${counted} caught`.padEnd(17)} ${challenge.where} ${challenge.title}${extras.length ? ` (${extras.join(', ')})` : ''}`;
}

/** A test as it is pasted under a challenge's `tests:`. */
function testYaml(test: CatchingTest): string[] {
  return [
    `      - name: ${JSON.stringify(test.name)}`,
    `        input: ${JSON.stringify(test.input)}`,
    `        output: ${JSON.stringify(test.output)}`,
  ];
}

/** What the editor may do about survivors that tests made from the challenge's inputs catch. */
function caughtAdvice(
  survivors: readonly Survivor[],
  catching: ReadonlyMap<string, CatchingTest | undefined>,
) {
  const tests = [...new Set(survivors.map((s) => catching.get(s.id)).filter((t) => t !== undefined))];
  if (tests.length === 0) return [];
  const all = survivors.every((s) => catching.get(s.id));
  return [
    `  These are mistakes the tests should catch. ${tests.length === 1 ? 'This test, made from one of yours, catches' : 'These tests, made from yours, catch'} ${all ? (survivors.length === 1 ? 'it' : 'them all') : 'those marked *'}: if the prompt allows ${tests.length === 1 ? 'its input' : 'their inputs'}, paste ${tests.length === 1 ? 'it' : 'them'} under 'tests:' (and give ${tests.length === 1 ? 'it' : 'each'} a name that says what it checks):`,
    ...tests.flatMap(testYaml),
  ];
}

/**
 * The message for a challenge whose tests miss mutants: which ones, a test that catches each where
 * one made from the challenge's own inputs does, and only for the rest the equivalentMutants entry,
 * with what "equivalent" requires.
 */
export function survivorsMessage(
  challenge: ChallengeToCheck,
  result: ChallengeResult,
  split: Classified,
  catching: ReadonlyMap<string, CatchingTest | undefined> = new Map(),
  tried = 0,
): string {
  const n = split.surviving.length;
  const uncaught = split.surviving.filter((s) => !catching.get(s.id));
  const mark = (s: Survivor) => (uncaught.length > 0 && catching.get(s.id) ? '* ' : '');
  const lines = [
    `✗ ${challenge.where} challenge "${challenge.title}": its ${challenge.tests.length === 1 ? 'test misses' : `${challenge.tests.length} tests miss`} ${n} of ${result.mutants} mutant${result.mutants === 1 ? '' : 's'} (small changes to the solution):`,
    ...split.surviving.map((s) => `    ${mark(s)}${s.description}`),
    ...caughtAdvice(split.surviving, catching),
  ];
  if (uncaught.length > 0)
    lines.push(
      `  ${uncaught.length === n ? 'For each' : 'For each of the others'}, add a test whose expected output the changed program gets wrong${tried ? ` (no input made from your tests' inputs does: ${tried} tried)` : ''}:`,
      `  an edge the prompt names, such as its smallest or largest value, or an empty input. Only if no input the`,
      `  prompt allows can tell a change apart from the solution is it equivalent; then record it with a one-line`,
      `  reason (docs/EDITING.md explains "equivalent", with an example of each kind):`,
      `    equivalentMutants:`,
      ...uncaught.flatMap((s) => [`      - mutant: ${JSON.stringify(s.id)}`, `        reason: …`]),
    );
  return lines.join('\n');
}

/** The message for `equivalentMutants:` entries that name a mutant the tests already catch. */
export function notSurvivingMessage(challenge: ChallengeToCheck, ids: readonly string[]): string {
  return [
    `✗ ${challenge.where} challenge "${challenge.title}": equivalentMutants lists ${ids.length === 1 ? 'a mutant' : `${ids.length} mutants`} the tests already catch (or that does not compile), so ${ids.length === 1 ? 'it is' : 'they are'} not equivalent: remove ${ids.length === 1 ? 'the entry' : 'these entries'}:`,
    ...ids.map((id) => `    - mutant: ${JSON.stringify(id)}`),
  ].join('\n');
}

/** The message for a challenge whose own solution fails its tests. */
export function brokenSolutionMessage(challenge: ChallengeToCheck): string {
  const file = challenge.where.split(':')[0] ?? '';
  return `✗ ${challenge.where} challenge "${challenge.title}": the solution itself fails its tests, so its mistakes cannot be checked: npm run check:samples -- ${file} says why`;
}

/** The message for an alternative answer the tests reject (or gcc does), naming the test. */
export function rejectedAlternativeMessage(
  challenge: ChallengeToCheck,
  alternative: AlternativeResult,
): string {
  const head = `✗ ${challenge.where} challenge "${challenge.title}": the alternative answer ${JSON.stringify(alternative.note)}`;
  if (alternative.test === undefined) return `${head}: ${alternative.why ?? 'fails'}`;
  const test = challenge.tests[alternative.test];
  const name = test?.name ? ` (${JSON.stringify(test.name)})` : '';
  return [
    `${head} fails test ${alternative.test + 1}${name}, input ${JSON.stringify(test?.input ?? '')}: ${alternative.why ?? 'it fails'}`,
    `  Either the test asks for more than the prompt says (make the prompt say it, or loosen the test),`,
    `  or the alternative is not a correct answer (fix it, or remove it).`,
  ].join('\n');
}

/** The message for a challenge with no alternative answer, once that fails the check. */
export function noAlternativeMessage(challenge: ChallengeToCheck): string {
  return `✗ ${challenge.where} challenge "${challenge.title}": has no alternative answer: add one under 'alternatives:' (a correct program written differently from the solution), which every test must accept`;
}

/** The message for a cached entry that a fresh run contradicts. */
export function staleResultMessage(
  challenge: ChallengeToCheck,
  file: string,
  found: readonly string[],
): string {
  return [
    `✗ ${challenge.where} challenge "${challenge.title}": ${file} does not hold what a fresh run finds (edited by hand, or judged differently):`,
    ...found.map((f) => `    ${f}`),
    `  The file now holds the fresh result: review and commit it.`,
  ].join('\n');
}

/**
 * The summary's exclusions: challenges not checked (and why), and those checked without an
 * alternative answer; empty when nothing was left out.
 */
export function exclusionLines(
  excluded: readonly ExcludedChallenge[],
  withoutAlternative: readonly ChallengeToCheck[],
): string[] {
  const lines = [
    ...excluded.map((e) => `  not checked, ${e.reason}: ${e.where} ${e.title}`),
    ...withoutAlternative.map((c) => `  no alternative answer: ${c.where} ${c.title}`),
  ];
  return lines.length ? [`Exclusions (${lines.length}):`, ...lines] : [];
}

/** Totals over every challenge checked. */
export interface Totals {
  challenges: number;
  mutants: number;
  killed: number;
  equivalent: number;
  surviving: number;
  withSurvivors: number;
  uncompilable: number;
  timeouts: number;
}

/** `All: 1700 of 1750 mutants caught (97.1%), 12 equivalent, 50 surviving in 9 challenges; 14 of 1776 (0.8%) did not compile.` */
export function totalsLine(t: Totals): string {
  const counted = t.mutants - t.equivalent;
  const score = counted === 0 ? 100 : Math.floor((1000 * t.killed) / counted) / 10;
  const generated = t.mutants + t.uncompilable;
  const failedRate = generated === 0 ? 0 : Math.round((1000 * t.uncompilable) / generated) / 10;
  return (
    `${t.challenges === 1 ? 'The challenge' : `All ${t.challenges} challenges`}: ${t.killed} of ${counted} mutants caught (${score.toFixed(1)}%), ` +
    `${t.equivalent} equivalent, ${t.surviving} surviving in ${t.withSurvivors} challenge${t.withSurvivors === 1 ? '' : 's'}; ` +
    `${t.timeouts} caught by the time limit; ${t.uncompilable} of ${generated} (${failedRate}%) did not compile.`
  );
}
