import { loaders as keyLoaders } from 'virtual:curriculum/quiz-keys';
import { quizRoute, type QuizKey } from '../content/quizFace.ts';

/** The answers of the quiz with this id (`/unit1/basics#k3x9a`), fetched with its lesson's other keys. */
export async function loadQuizKey(id: string): Promise<QuizKey | undefined> {
  const loader = keyLoaders[quizRoute(id)];
  if (!loader) return undefined;
  return (await loader()).default[id];
}
