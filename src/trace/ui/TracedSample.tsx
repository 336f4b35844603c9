import { css } from '@emotion/react';
import { memo, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { colors, narrow, TOP_BAR_HEIGHT } from '../../theme/tokens.ts';
import type { CodeBlock } from '../../schema/index.ts';
import type { Trace } from '../schema.ts';
import { KeepPrerendered } from '../../site/prerendered.tsx';
import { prerenderedPicture } from './prerendered.ts';

/** The stepper and the pictures arrive only when wanted; this file is all a page loads first. */
const loadStepper = () => import('./stepperChunk.tsx');

type Loaded = {
  Stepper: ComponentType<{ block: CodeBlock; trace: Trace; onClose: () => void }>;
  trace: Trace;
};
type LoadedPreview = { Preview: ComponentType<{ trace: Trace }>; trace: Trace };

/** The first picture drawn in the browser (after client-side navigation): loads, then draws. */
function ClientPreview({ block }: { block: CodeBlock }) {
  const [loaded, setLoaded] = useState<LoadedPreview | null>(null);
  useEffect(() => {
    let current = true;
    loadStepper()
      .then(async (m) => ({ Preview: m.Preview, trace: await m.loadTrace(block) }))
      // Without a picture the panel still offers Step through, which says if loading fails.
      .then(
        (l) => current && setLoaded(l),
        () => undefined,
      );
    return () => void (current = false);
  }, [block]);
  return loaded ? <loaded.Preview trace={loaded.trace} /> : null;
}

const noSubscription = () => () => undefined;

/**
 * The first picture: drawn by the prerenderer into the page's HTML. While the page hydrates, it
 * suspends forever, so React keeps that HTML without the trace or the drawing code; on a page
 * rendered in the browser (after client-side navigation) it loads them and draws the same picture.
 */
function FirstPicture({ block }: { block: CodeBlock }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const draw = prerenderedPicture();
  if (draw) return draw(block);
  return inBrowser ? <ClientPreview block={block} /> : <KeepPrerendered />;
}

/** Memoised on the block, so re-rendering the panel never disturbs a boundary still holding HTML. */
const Frozen = memo(function Frozen({ block }: { block: CodeBlock }) {
  return (
    <Suspense fallback={null}>
      <FirstPicture block={block} />
    </Suspense>
  );
});

const panel = css`
  margin: -0.5rem 0 1.5rem;
  border: 1px solid ${colors.border};
  border-radius: 10px;
  background: ${colors.surface};
  padding: 0.75rem 1rem 1rem;
  scroll-margin-top: ${TOP_BAR_HEIGHT + 8}px;
  &[data-trace='stepper'] {
    margin-top: 1.25rem;
  }
  ${narrow} {
    padding: 0.6rem 0.6rem 0.75rem;
  }
`;
const button = css`
  font: inherit;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${colors.onPrimary};
  background: ${colors.primary};
  border: 1px solid ${colors.primaryDark};
  border-radius: 6px;
  padding: 0.35em 1em;
  min-height: 36px;
  cursor: pointer;
  ${narrow} {
    min-height: 44px;
  }
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: default;
  }
`;

/**
 * Under a traced sample: the memory picture of its first step, and "Step through", which loads
 * the stepper (code, picture, output and controls for every step) and opens it in the sample's
 * place: `onStepping` tells the code block to hide the sample's own panel meanwhile, so the code
 * is on screen once. Close gives the panel back, and the focus to Step through.
 */
export function TracedSample({
  block,
  onStepping,
}: {
  block: CodeBlock;
  onStepping: (open: boolean) => void;
}) {
  const [stepper, setStepper] = useState<Loaded | null>(null);
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const section = useRef<HTMLElement>(null);
  const stepThrough = useRef<HTMLButtonElement>(null);
  const name = block.title ?? 'this program';
  const show = (shown: boolean) => {
    setOpen(shown);
    onStepping(shown);
  };
  useEffect(() => {
    // The panel above folds away: bring the stepper's top into view if it went above the window.
    if (open && section.current && section.current.getBoundingClientRect().top < TOP_BAR_HEIGHT)
      section.current.scrollIntoView();
    if (!open && stepper) stepThrough.current?.focus();
  }, [open, stepper]);
  if (stepper && open)
    return (
      <section css={panel} aria-label={`Memory of ${name}`} data-trace="stepper" ref={section}>
        <stepper.Stepper block={block} trace={stepper.trace} onClose={() => show(false)} />
      </section>
    );

  const start = () => {
    if (stepper) return show(true);
    if (state === 'loading') return;
    setState('loading');
    loadStepper()
      .then(async (m) => ({ Stepper: m.Stepper, trace: await m.loadTrace(block) }))
      .then(
        (loaded) => {
          setStepper(loaded);
          setState('idle');
          show(true);
        },
        () => setState('failed'),
      );
  };
  return (
    <section css={panel} aria-label={`Memory of ${name}`} data-trace="preview">
      <Frozen block={block} />
      <button
        type="button"
        css={button}
        ref={stepThrough}
        aria-disabled={state === 'loading' || undefined}
        onClick={start}
        onPointerEnter={() => void loadStepper().catch(() => undefined)}
      >
        {state === 'loading' ? 'Loading…' : 'Step through'}
      </button>
      {state === 'failed' && (
        <p role="alert" css={{ color: colors.danger, margin: '0.5rem 0 0' }}>
          The stepper could not be loaded. Check your connection and try again.
        </p>
      )}
    </section>
  );
}
