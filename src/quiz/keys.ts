import { keyLoaders } from 'virtual:curriculum/quiz-keys';
import type { QuizKey } from '../content/quizFace.ts';

/** The answers of the quiz with this id (`/unit1/basics#k3x9a`), fetched with its lesson's other keys. */
export async function loadQuizKey(id: string): Promise<QuizKey | undefined> {
  const loader = keyLoaders[id.slice(0, id.indexOf('#'))];
  if (!loader) return undefined;
  return (await loader()).default[id];
}
