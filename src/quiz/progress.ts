import { loadProgress } from '../progress/load.ts';

/** One answered attempt, as the student's local progress records it. */
export interface QuizAttempt {
  /** The quiz's id: its lesson route and a hash of the question (see src/content/quizServe.ts). */
  id: string;
  /** The lesson the quiz is in. */
  route: string;
  right: boolean;
}

/**
 * Quiz results join the student's local progress (src/progress/, on the device only; nothing is
 * sent anywhere). A storage failure is the progress store's to report: the quiz works on.
 */
export function recordQuizAttempt(attempt: QuizAttempt): void {
  loadProgress().then(
    (m) => m.recordQuiz(attempt.id, attempt.route, attempt.right),
    () => undefined,
  );
}
