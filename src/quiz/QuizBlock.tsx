import type { BlockProps } from '../blocks/types.ts';
import { Paragraphs } from '../inline/Inline.tsx';

/** Placeholder while the quiz renderer is written. */
export function QuizBlock({ block }: BlockProps<'quiz'>) {
  return (
    <section data-block="quiz">
      <Paragraphs text={block.question} />
    </section>
  );
}
