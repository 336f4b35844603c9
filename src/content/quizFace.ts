import type { QuizBlock } from '../schema/index.ts';

/** One option as the page shows it before anyone answers. */
export interface QuizFaceOption {
  text?: string | undefined;
  code?: string | undefined;
  output?: string | undefined;
}

/**
 * A quiz as a lesson's chunk carries it: everything the page shows before the student answers, and
 * nothing that gives the answer away. The answers (the key) travel in a chunk of their own, loaded
 * on the first answer, so the first load pays only for the question.
 *
 * `id` and `multiple` are optional, and optional fields accept `undefined` (as zod's types do), because a
 * quiz as written (every field of a face, plus the key) is also a valid face: tests and tools may
 * render one. The build always sets both.
 */
export interface QuizFace {
  type: 'quiz';
  kind: QuizBlock['kind'];
  question: string;
  code?: string | undefined;
  program?: string | undefined;
  input?: string | undefined;
  options?: QuizFaceOption[] | undefined;
  /** `/unit1/basics#k3x9a`: the lesson route and a hash of the face; finds the key and the progress. */
  id?: string | undefined;
  /** A choice question with several right options: the page shows tick boxes instead of radios. */
  multiple?: boolean | undefined;
}

/**
 * A quiz as a lesson's chunk carries it: only its id. The face arrives with the quiz renderer, after
 * the page (the prerendered HTML already shows the question), so the first load pays for neither.
 */
export interface QuizStub {
  type: 'quiz';
  id: string;
}

/** A quiz's answers, loaded when the student first answers it. */
export interface QuizKey {
  /** Indexes of the right options (choice questions, and output questions answered by picking). */
  correct?: number[] | undefined;
  /** Why each option is right or wrong, in option order. */
  explanations?: string[] | undefined;
  /** The typed answer: exactly what the program prints, or the fill answer. */
  answer?: string | undefined;
  /** Other fill answers that are also right. */
  accept?: string[] | undefined;
  /** Why the typed answer is what it is. */
  explanation?: string | undefined;
}

/** A quiz's id: its lesson's route, `#`, and a hash of its face (see quizServe.ts). */
export const quizId = (route: string, faceHash: string) => `${route}#${faceHash}`;

/** The lesson route a quiz id starts with. */
export const quizRoute = (id: string) => id.slice(0, id.indexOf('#'));
