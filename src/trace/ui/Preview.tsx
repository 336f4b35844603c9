import { layoutStep } from '../layout/scene.ts';
import { Picture } from './Picture.tsx';
import type { Trace } from '../schema.ts';
import { caption, scroller } from './styles.ts';

/** The first picture of a trace with what it shows: prerendered into the page, without any script. */
export function Preview({ trace }: { trace: Trace }) {
  const step = trace.steps[0]!;
  const text = `Step 1 of ${trace.steps.length}: ${step.description}`;
  return (
    <figure css={{ margin: 0 }} data-trace-preview="">
      <div css={scroller} tabIndex={0} role="group" aria-label="Memory picture">
        <Picture scene={layoutStep(step)} label={text} />
      </div>
      <figcaption css={caption}>{text}</figcaption>
    </figure>
  );
}
