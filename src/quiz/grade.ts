import { firstDifferentLine, normalizeOutput, normalizeToken } from '../content/quizCompare.ts';
import type { QuizFace, QuizKey } from '../content/quizFace.ts';

/** What the student gave: the options ticked (by index), or the text typed. */
export interface QuizAnswer {
  choices: number[];
  text: string;
}

/**
 * The verdict on one attempt. `empty` means nothing was chosen or typed, which is not an attempt.
 * `explain` lists the options whose explanation the page shows now: the chosen ones after a wrong
 * answer (why they are wrong or right), every option after a right one.
 */
export interface QuizResult {
  status: 'right' | 'wrong' | 'empty';
  /** One short sentence for the live region. */
  summary: string;
  /** The explanation that goes with the summary (one option's, or the question's on a right answer). */
  detail?: string;
  explain: number[];
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

function gradeOptions(face: QuizFace, key: QuizKey, choices: number[]): QuizResult {
  const correct = key.correct ?? [];
  const explanations = key.explanations ?? [];
  const all = (face.options ?? []).map((_, i) => i);
  if (choices.length === 0)
    return {
      status: 'empty',
      summary: face.multiple ? 'Choose one or more answers first.' : 'Choose an answer first.',
      explain: [],
    };
  const right = sameSet(choices, correct);
  // With one option chosen its explanation goes with the verdict; the list below shows the others.
  const chosen = !face.multiple && choices.length === 1 ? choices[0]! : undefined;
  const detail =
    chosen !== undefined && explanations[chosen] !== undefined ? { detail: explanations[chosen] } : {};
  if (right)
    return {
      status: 'right',
      summary: face.multiple ? `Right! All ${correct.length} right answers, and only those.` : 'Right!',
      ...detail,
      explain: all.filter((i) => i !== chosen),
    };
  const hits = choices.filter((c) => correct.includes(c)).length;
  const missed = correct.length - hits;
  return {
    status: 'wrong',
    summary: face.multiple
      ? `Not quite: ${hits} of your ${choices.length} choices ${hits === 1 ? 'is' : 'are'} right, and ${missed} right ${missed === 1 ? 'answer is' : 'answers are'} not chosen.`
      : 'Not quite.',
    ...detail,
    explain: face.multiple ? choices : [],
  };
}

/**
 * Grades an attempt against the key. Typed outputs are compared as the page says (spaces at the ends
 * of lines and blank lines at the end do not count); fill answers ignore surrounding spaces but not
 * case, as C does not.
 */
export function grade(face: QuizFace, key: QuizKey, answer: QuizAnswer): QuizResult {
  if (face.options) return gradeOptions(face, key, answer.choices);
  const typed = answer.text;
  if (typed.trim() === '') return { status: 'empty', summary: 'Type your answer first.', explain: [] };
  const expected = key.answer ?? '';
  const detail = key.explanation !== undefined ? { detail: key.explanation } : {};
  if (face.kind === 'output') {
    if (normalizeOutput(typed) === normalizeOutput(expected))
      return { status: 'right', summary: 'Right! That is exactly what it prints.', ...detail, explain: [] };
    const line = firstDifferentLine(typed, expected);
    return {
      status: 'wrong',
      summary: `Not quite: line ${line} differs from what the program prints.`,
      explain: [],
    };
  }
  const accepted = [expected, ...(key.accept ?? [])].map(normalizeToken);
  return accepted.includes(normalizeToken(typed))
    ? { status: 'right', summary: 'Right!', ...detail, explain: [] }
    : { status: 'wrong', summary: 'Not quite.', explain: [] };
}
