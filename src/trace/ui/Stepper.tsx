import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { CodeBody } from '../../code/CodeView.tsx';
import { sampleFiles } from '../../site/programs.ts';
import type { CodeBlock } from '../../schema/index.ts';
import { layoutStep, SIDE_BY_SIDE_MIN } from '../layout/scene.ts';
import { Picture, PICTURE_SCALE } from './Picture.tsx';
import type { Step, Trace } from '../schema.ts';
import * as s from './styles.ts';

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** The file and line a step is about to run, and the one the step before it stopped on. */
function lines(step: Step, prev: Step | undefined) {
  return { file: step.file, next: step.line, ran: prev?.file === step.file ? prev?.line : null };
}

/**
 * Whether the picture's box is too narrow for anything beside the stack (a phone): the picture then
 * puts the heap and the globals under the stack rather than off the screen's edge. Measured before
 * the first paint, and again as the box changes width (a phone turned on its side).
 */
function useStacked(box: RefObject<HTMLElement>): boolean {
  const [stacked, setStacked] = useState(false);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setStacked(el.clientWidth < SIDE_BY_SIDE_MIN * PICTURE_SCALE);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [box]);
  return stacked;
}

type Place = { top: number; height: number } | undefined;

/**
 * Where the bars of the next line and the line that ran go, where long lines wrap (a phone): a
 * wrapped line is more than one row high, so its bar is measured from the line itself. Undefined
 * where lines never wrap: there styles.lineMark places a bar by its line number alone.
 */
function useLinePlaces(lines: RefObject<HTMLElement>, next: number | null, ran: number | null) {
  const [places, setPlaces] = useState<{ next: Place; ran: Place }>({ next: undefined, ran: undefined });
  useLayoutEffect(() => {
    const el = lines.current;
    if (!el) return;
    const measure = () => {
      const all = el.querySelectorAll('code > .ln');
      const base = el.getBoundingClientRect().top;
      const at = (line: number | null): Place => {
        const ln = line === null ? undefined : all[line - 1];
        if (!ln || getComputedStyle(ln).display !== 'block') return undefined;
        const r = ln.getBoundingClientRect();
        return { top: r.top - base, height: r.height };
      };
      setPlaces({ next: at(next), ran: at(ran) });
    };
    measure();
    // The rows change with the width (a phone turned on its side).
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [lines, next, ran]);
  return places;
}

/** The code of the file a step is in, with the next line (and the one that just ran) marked. */
function Code({ block, step, prev }: { block: CodeBlock; step: Step; prev: Step | undefined }) {
  const files = sampleFiles(block);
  const { file, next, ran } = lines(step, prev);
  const shown = files.find((f) => f.name === file) ?? files.at(-1)!;
  const box = useRef<HTMLDivElement>(null);
  const codeLines = useRef<HTMLDivElement>(null);
  const places = useLinePlaces(codeLines, next, ran);
  useEffect(() => {
    // Keep the next line in view, without animating for those who asked for less motion.
    const mark = box.current?.querySelector<HTMLElement>('[data-line="next"]');
    if (!box.current || !mark) return;
    const { offsetTop, offsetHeight } = mark;
    const { scrollTop, clientHeight } = box.current;
    if (offsetTop < scrollTop || offsetTop + offsetHeight > scrollTop + clientHeight)
      box.current.scrollTo({
        top: offsetTop - clientHeight / 3,
        behavior: reducedMotion() ? 'auto' : 'smooth',
      });
  }, [next, file, places]);
  const where = next === null ? 'the program has ended' : `line ${next} runs next`;
  return (
    <>
      <p css={s.fileName}>{shown.name}</p>
      <div css={s.codeBox} ref={box}>
        <div css={s.codeLines} ref={codeLines}>
          {ran !== null && ran !== next && (
            <div css={s.lineMark(ran, 'ran')} style={places.ran} data-line="ran" />
          )}
          {next !== null && <div css={s.lineMark(next, 'next')} style={places.next} data-line="next" />}
          {/* Long lines wrap where every code panel's do (a phone), each keeping its number. */}
          <CodeBody code={shown.code} language="c" label={`${shown.name}: ${where}`} />
        </div>
      </div>
    </>
  );
}

/**
 * A traced sample, step by step: its code with the next line marked (in place of the sample's own
 * panel, so the code is on screen once), the picture of memory, the output so far once there is
 * some, with Back and Forward, a slider and the arrow keys; each step is also said in words, in a
 * live region for screen readers. Close gives the sample's panel back.
 */
export function Stepper({
  block,
  trace,
  onClose,
  start = 0,
}: {
  block: CodeBlock;
  trace: Trace;
  onClose: () => void;
  /** The step shown first (a recording opens at the cause of its error on request). */
  start?: number;
}) {
  const [index, setIndex] = useState(start);
  const forward = useRef<HTMLButtonElement>(null);
  const sliderId = useId();
  const last = trace.steps.length - 1;
  const step = trace.steps[index]!;
  const prev = index > 0 ? trace.steps[index - 1] : undefined;
  const pictureBox = useRef<HTMLDivElement>(null);
  const stacked = useStacked(pictureBox);
  const scene = useMemo(() => layoutStep(step, prev, { stacked }), [step, prev, stacked]);
  const go = (to: number) => setIndex(Math.max(0, Math.min(last, to)));

  // The Step through button that opened the stepper had focus: hand it on, so arrows work at once.
  useEffect(() => forward.current?.focus({ preventScroll: true }), []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // The slider moves itself with the arrow keys; everywhere else in the stepper they step.
    if ((e.target as HTMLElement).getAttribute('type') === 'range') return;
    const to = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    go(to);
  };

  const text = `Step ${index + 1} of ${trace.steps.length}: ${step.description}`;
  return (
    <div css={s.stepper} onKeyDown={onKeyDown} data-step={index + 1}>
      <Code block={block} step={step} prev={prev} />
      <div css={s.controls}>
        {/* aria-disabled, not disabled: a disabled button loses focus, and with it the arrow keys. */}
        <button type="button" css={s.stepButton} onClick={() => go(index - 1)} aria-disabled={index === 0}>
          ◀ Back
        </button>
        <button
          type="button"
          css={s.stepButton}
          ref={forward}
          onClick={() => go(index + 1)}
          aria-disabled={index === last}
        >
          Forward ▶
        </button>
        <span css={s.count} aria-hidden="true">
          {index + 1} / {trace.steps.length}
        </span>
      </div>
      <div css={s.sliderRow}>
        <label htmlFor={sliderId} className="visually-hidden">
          Step
        </label>
        <input
          id={sliderId}
          type="range"
          min={1}
          max={trace.steps.length}
          value={index + 1}
          aria-valuetext={`Step ${index + 1} of ${trace.steps.length}`}
          onChange={(e) => go(Number(e.target.value) - 1)}
        />
        <button type="button" css={s.stepButton} onClick={onClose} aria-label="Close the stepper">
          Close
        </button>
      </div>
      <p css={s.description} aria-live="polite" aria-atomic="true" data-trace-description="">
        {text}
      </p>
      <div css={s.scroller} tabIndex={0} role="group" aria-label="Memory picture" ref={pictureBox}>
        <Picture scene={scene} label={text} />
      </div>
      {step.output > 0 && (
        <div>
          <p css={s.label}>Output so far</p>
          <pre css={s.output} data-trace-output="">
            {trace.output.slice(0, step.output)}
          </pre>
        </div>
      )}
      {trace.input !== undefined && (step.input ?? 0) > 0 && (
        <div>
          <p css={s.label}>Input read so far</p>
          <pre css={s.output} data-trace-input="">
            {trace.input.slice(0, step.input)}
          </pre>
        </div>
      )}
    </div>
  );
}
