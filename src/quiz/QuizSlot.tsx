import { lazy, memo, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { quizRoute, type QuizFace, type QuizStub } from '../content/quizFace.ts';

/** The props of the quiz block (`BlockProps<'quiz'>`), written out: blocks/ imports this folder. */
type Props = { block: QuizStub | QuizFace; titleLevel: 2 | 3 | 4 };
type Renderer = typeof import('./QuizBlock.tsx');

/** Once the renderer's chunk has arrived, new slots render it directly, without suspending. */
let renderer: Renderer | undefined;
/** Each lesson's quiz faces by id, once they have arrived. */
const faces = new Map<string, Readonly<Record<string, QuizFace>>>();

/**
 * Neither the quiz renderer nor the questions are in the first load: a lesson's chunk carries a
 * stub per quiz, and the loaders of the lessons' questions come with the renderer. The server
 * awaits both before it renders, so questions are in the HTML; the browser fetches the renderer
 * when idle, and a lesson's questions when its page shows them.
 */
export const loadQuizBlock = () =>
  import('./QuizBlock.tsx').then((m) => {
    renderer = m;
    return m;
  });

/** A lesson's quiz faces, fetched once (with the renderer); a route without quizzes has none. */
export async function loadQuizFaces(route: string): Promise<void> {
  if (!faces.has(route)) faces.set(route, await (await loadQuizBlock()).loadFaces(route));
}

const isFace = (block: QuizStub | QuizFace): block is QuizFace => 'question' in block;
/** The question to show, if it is here: a face given directly (tests, tools), or a loaded one. */
const faceOf = (block: QuizStub | QuizFace) =>
  isFace(block) ? block : faces.get(quizRoute(block.id))?.[block.id];

function Ready({ block, titleLevel }: Props) {
  const face = faceOf(block);
  return face && renderer ? <renderer.QuizBlock block={face} titleLevel={titleLevel} /> : null;
}

/** One lazy component per lesson: it resolves when the renderer and that lesson's faces are here. */
const waiting = new Map<string, LazyExoticComponent<ComponentType<Props>>>();
function lazyFor(block: QuizStub | QuizFace) {
  const route = isFace(block) ? '' : quizRoute(block.id);
  let component = waiting.get(route);
  if (!component) {
    component = lazy(() => (route ? loadQuizFaces(route) : loadQuizBlock()).then(() => ({ default: Ready })));
    waiting.set(route, component);
  }
  return component;
}

/**
 * While the page hydrates, a question whose renderer or face has not arrived suspends: React keeps
 * the prerendered HTML (readable, but not yet checkable) and hydrates it in place when they land.
 * Memoised on the block: a boundary still holding server HTML must not receive an update.
 */
export const QuizSlot = memo(function QuizSlot(props: Props) {
  // Chosen once per slot: switching from the lazy wrapper to the direct one would remount the form.
  const [Quiz] = useState(() => (renderer && faceOf(props.block) ? Ready : lazyFor(props.block)));
  return (
    <Suspense fallback={null}>
      <Quiz {...props} />
    </Suspense>
  );
});
