/** One answered attempt, as a study-progress store would record it. */
export interface QuizAttempt {
  /** The quiz's id: its lesson route and a hash of the question (see src/content/quizServe.ts). */
  id: string;
  right: boolean;
}

/**
 * Where quiz results join the student's local progress. Nothing is sent anywhere. No progress store
 * exists yet (it belongs to the study companion, issue 11): when it lands, record the attempt through
 * its public API here, and nothing else in the quiz changes.
 */
export function recordQuizAttempt(attempt: QuizAttempt): void {
  void attempt;
}
