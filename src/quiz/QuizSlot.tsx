import { deferredSlot } from '../base/deferredSlot.tsx';
import type { QuizFace } from '../content/quizFace.ts';

/**
 * Neither the quiz renderer nor the questions are in the first load: a lesson's chunk carries a
 * stub per quiz, and the loaders of the lessons' questions come with the renderer. The server
 * awaits both before it renders, so questions are in the HTML; the browser fetches the renderer
 * when idle, and a lesson's questions when its page shows them (src/base/deferredSlot.tsx).
 */
const quiz = deferredSlot<QuizFace, typeof import('./QuizBlock.tsx')>(() => import('./QuizBlock.tsx'));

export const { Slot: QuizSlot, load: loadQuizBlock, loadFaces: loadQuizFaces } = quiz;
