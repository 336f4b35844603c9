import { lazy, memo, Suspense, useState } from 'react';
import type { QuizFace } from '../content/quizFace.ts';

/** The props of the quiz block (`BlockProps<'quiz'>`), written out: blocks/ imports this folder. */
type Props = { block: QuizFace; titleLevel: 2 | 3 | 4 };
type Render = (props: Props) => React.ReactNode;

/** Once the renderer has arrived, new slots render it directly, without suspending. */
let loaded: Render | undefined;

/**
 * The quiz renderer is not in the first load: this slot is. The server awaits this before it
 * renders, so questions are in the HTML; the browser fetches it when idle or when a page needs it.
 */
export const loadQuizBlock = () =>
  import('./QuizBlock.tsx').then((m) => {
    loaded = m.QuizBlock;
    return m.QuizBlock;
  });
const LazyQuiz = lazy(() => loadQuizBlock().then((QuizBlock) => ({ default: QuizBlock })));

/**
 * While the page hydrates, a question whose renderer has not arrived suspends: React keeps the
 * prerendered HTML (readable, but not yet checkable) and hydrates it in place when the chunk lands.
 * Memoised on the block: a boundary still holding server HTML must not receive an update.
 */
export const QuizSlot = memo(function QuizSlot(props: Props) {
  // Chosen once per slot: switching from the lazy wrapper to the loaded one would remount the form.
  const [Quiz] = useState(() => loaded ?? LazyQuiz);
  return (
    <Suspense fallback={null}>
      <Quiz {...props} />
    </Suspense>
  );
});
