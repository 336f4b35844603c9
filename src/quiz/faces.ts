import { loaders } from 'virtual:curriculum/quiz-faces';
import type { QuizFace } from '../content/quizFace.ts';

/** A lesson's quiz faces by id (a chunk of their own); a route without quizzes has none. */
export async function loadFaces(route: string): Promise<Readonly<Record<string, QuizFace>>> {
  const loader = loaders[route];
  return loader ? (await loader()).default : {};
}
