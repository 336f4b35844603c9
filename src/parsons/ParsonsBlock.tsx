import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Inline, Paragraphs } from '../inline/Inline.tsx';
import { arrangedSource, parsonsFace, type ParsonsFace } from '../content/parsons.ts';
import type { ParsonsBlock as Written } from '../schema/index.ts';
import { surface } from '../theme/surface.ts';
import { colors, fonts, phone } from '../theme/tokens.ts';
import { add, moveTo, remove, start, step, type Arrangement, type Moved } from './arrange.ts';
import { ParsonsCheck } from './ParsonsCheck.tsx';

// The faces' loaders travel with the renderer, not in the first load (./ParsonsSlot.tsx).
export { loadFaces } from './faces.ts';
/** The renderer, under the name the slot loads it by (src/base/deferredSlot.tsx). */
export { ParsonsBlock as Block };

const box = css(surface, { borderLeft: `5px solid ${colors.primary}` });
const badge = css({
  display: 'inline-block',
  fontSize: '.75rem',
  fontWeight: 700,
  letterSpacing: '.06em',
  textTransform: 'uppercase',
  color: colors.primaryDark,
  background: colors.primarySoft,
  borderRadius: '999px',
  padding: '.1rem .6rem',
  marginBottom: '.4rem',
});
const columns = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '1rem',
  [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  h4: { margin: '.5rem 0 .25rem', fontSize: '1rem' },
});
const list = css({
  listStyle: 'none',
  margin: 0,
  padding: '.25rem',
  minHeight: '3.5rem',
  border: `1px dashed ${colors.border}`,
  borderRadius: '8px',
  '&[data-over]': { borderColor: colors.primary, background: colors.primarySoft },
  li: { display: 'flex', alignItems: 'stretch', gap: '.25rem', margin: '.25rem 0' },
  'li[data-over]': { boxShadow: `0 -3px 0 ${colors.primary}` },
  button: {
    font: 'inherit',
    minHeight: '44px',
    minWidth: '44px',
    color: colors.text,
    background: colors.page,
    border: `1px solid ${colors.border}`,
    borderRadius: '6px',
    cursor: 'pointer',
  },
  'button:hover': { borderColor: colors.primary },
  'button[data-line]': {
    flex: 1,
    minWidth: 0,
    textAlign: 'left',
    padding: '.3rem .5rem',
    fontFamily: fonts.mono,
    fontSize: '.85rem',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
});
const handle = css({
  display: 'flex',
  alignItems: 'center',
  padding: '0 .3rem',
  color: colors.muted,
  cursor: 'grab',
  touchAction: 'none',
  userSelect: 'none',
});
const titleStyle = css({ margin: '0 0 .5rem', fontSize: '1.1rem', lineHeight: 1.35 });
const help = css({ fontSize: '.9rem', color: colors.muted, margin: '.25rem 0 .5rem' });

/** Where a dragged line would land: a list, and the row it would go before (none: the end). */
interface Drop {
  list: 'pool' | 'program';
  at?: number;
}

/** The list and row under a point, read from the rows' data attributes. */
function dropAt(x: number, y: number, root: HTMLElement | null): Drop | null {
  const target = document.elementFromPoint(x, y);
  const listEl = target?.closest<HTMLElement>('[data-list]');
  if (!listEl || !root?.contains(listEl)) return null;
  const row = target?.closest<HTMLElement>('[data-at]');
  const kind = listEl.dataset.list === 'pool' ? 'pool' : 'program';
  return row ? { list: kind, at: Number(row.dataset.at) } : { list: kind };
}

/**
 * A Parsons problem: the program's lines, shuffled, to put in order. A line is added by pressing
 * it (or dragging it); in the program, Alt+↑/↓ or the arrow buttons move it, and pressing it or
 * Delete takes it out. Every move is announced in a live region. Check compiles the arranged program and runs
 * the tests, as an attempt at a challenge is checked.
 */
export function ParsonsBlock({ block, titleLevel }: { block: ParsonsFace | Written; titleLevel: 2 | 3 | 4 }) {
  const id = useId();
  // A block as written (tests, tools) shows as the build would serve it.
  const [face] = useState(() => ('lines' in block ? block : parsonsFace(block)));
  const { lines } = face;
  const [arrangement, setArrangement] = useState<Arrangement>(() => start(lines.length));
  const [said, setSaid] = useState('');
  const [drag, setDrag] = useState<{ line: number; over: Drop | null } | null>(null);
  const root = useRef<HTMLElement>(null);
  const focusNext = useRef<string | null>(null);
  const Heading = `h${titleLevel}` as const;
  const Sub = `h${Math.min(titleLevel + 1, 4)}` as 'h3' | 'h4';

  useEffect(() => {
    const selector = focusNext.current;
    focusNext.current = null;
    if (selector) root.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  const apply = ({ next, said: words }: Moved, focus: string | null) => {
    setArrangement(next);
    setSaid(words);
    focusNext.current = focus;
  };
  const lineButton = (list: 'pool' | 'program', line: number) => `[data-list=${list}] [data-line="${line}"]`;

  const program = arrangement.program.map((l) => lines[l] ?? '');
  const source = arrangedSource(program);
  const indents = source.split('\n').map((l) => (l.length - l.trimStart().length) / 4);

  const addLine = (line: number, at?: number) => {
    const i = arrangement.pool.indexOf(line);
    const after = arrangement.pool[i + 1] ?? arrangement.pool[i - 1];
    apply(
      add(arrangement, line, lines, at),
      after === undefined ? lineButton('program', line) : lineButton('pool', after),
    );
  };
  const removeLine = (line: number, at?: number) => {
    const i = arrangement.program.indexOf(line);
    const after = arrangement.program[i + 1] ?? arrangement.program[i - 1];
    apply(
      remove(arrangement, line, lines, at),
      after === undefined ? lineButton('pool', line) : lineButton('program', after),
    );
  };
  const onProgramKey = (event: KeyboardEvent, line: number) => {
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      apply(step(arrangement, line, event.key === 'ArrowUp' ? -1 : 1, lines), lineButton('program', line));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      removeLine(line);
    }
  };

  // Dragging, with a mouse, a pen or a finger: the handle captures the pointer, the drop is the row under it.
  const dragStart = (event: PointerEvent<HTMLElement>, line: number) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ line, over: null });
  };
  const dragMove = (event: PointerEvent) => {
    if (drag) setDrag({ ...drag, over: dropAt(event.clientX, event.clientY, root.current) });
  };
  const dragEnd = () => {
    if (!drag) return;
    const { line, over } = drag;
    setDrag(null);
    if (!over) return;
    const inProgram = arrangement.program.includes(line);
    if (over.list === 'program')
      apply(
        inProgram
          ? moveTo(arrangement, line, over.at ?? lines.length, lines)
          : add(arrangement, line, lines, over.at),
        lineButton('program', line),
      );
    else if (inProgram) removeLine(line, over.at);
  };
  const handleFor = (line: number) => (
    <span
      css={handle}
      aria-hidden="true"
      data-handle=""
      onPointerDown={(e) => dragStart(e, line)}
      onPointerMove={dragMove}
      onPointerUp={dragEnd}
      onPointerCancel={() => setDrag(null)}
    >
      ⠿
    </span>
  );
  const over = (kind: Drop['list'], at?: number) =>
    drag?.over?.list === kind && drag.over.at === at ? { 'data-over': '' } : {};

  return (
    <section css={box} data-block="parsons" ref={root}>
      <span css={badge}>Put in order</span>
      <Heading css={titleStyle}>
        <Inline text={face.title} />
      </Heading>
      <Paragraphs text={face.prompt} />
      <p css={help} id={`${id}-help`}>
        Press a line to add it to your program, and press it there to take it out again (or Delete). In your
        program, Alt+↑ and Alt+↓ (or the arrow buttons) move a line. You can also drag a line by its handle.
        Not every line may be needed.
      </p>
      <div css={columns}>
        <div>
          <Sub id={`${id}-pool`}>Lines to use</Sub>
          <ul css={list} data-list="pool" aria-labelledby={`${id}-pool`} {...over('pool')}>
            {arrangement.pool.map((line, i) => (
              <li key={line} data-at={i} {...over('pool', i)}>
                {handleFor(line)}
                <button
                  type="button"
                  data-line={line}
                  aria-describedby={`${id}-help`}
                  onClick={() => addLine(line)}
                >
                  {lines[line]}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <Sub id={`${id}-program`}>Your program</Sub>
          <ol css={list} data-list="program" aria-labelledby={`${id}-program`} {...over('program')}>
            {arrangement.program.map((line, i) => (
              <li key={line} data-at={i} {...over('program', i)}>
                {handleFor(line)}
                <button
                  type="button"
                  data-line={line}
                  aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown Delete"
                  aria-label={`Line ${i + 1}: ${lines[line] ?? ''}`}
                  onKeyDown={(e) => onProgramKey(e, line)}
                  onClick={() => removeLine(line)}
                  style={{ paddingLeft: `${0.5 + (indents[i] ?? 0) * 1.2}rem` }}
                >
                  {lines[line]}
                </button>
                <button
                  type="button"
                  aria-label={`Move line ${i + 1} up`}
                  disabled={i === 0}
                  onClick={() => apply(step(arrangement, line, -1, lines), null)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={`Move line ${i + 1} down`}
                  disabled={i === arrangement.program.length - 1}
                  onClick={() => apply(step(arrangement, line, 1, lines), null)}
                >
                  ↓
                </button>
              </li>
            ))}
          </ol>
        </div>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite" data-said="">
        {said}
      </p>
      <ParsonsCheck face={face} source={source} lines={program.length} />
    </section>
  );
}
