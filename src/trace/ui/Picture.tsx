import { css } from '@emotion/react';
import { useId } from 'react';
import { FONT, type Scene } from '../layout/geometry.ts';

/**
 * The picture is laid out with 12 px text and drawn a quarter larger: 15 px text, and 13.75 px
 * for indices and notes (11 px before, too small to read on a phone). It scrolls sideways where
 * it is wider than the lesson.
 */
export const PICTURE_SCALE = 1.25;
import { color } from '../palette.ts';

const picture = css`
  display: block;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: ${FONT}px;
  rect {
    stroke-width: 1;
  }
  .t-frame {
    fill: ${color('frameFill')};
    stroke: ${color('frameStroke')};
  }
  .t-globals {
    fill: ${color('globalsFill')};
    stroke: ${color('globalsStroke')};
  }
  .t-library {
    fill: ${color('libraryFill')};
    stroke: ${color('cellStroke')};
    stroke-dasharray: 4 3;
  }
  .t-cell,
  .t-byte {
    fill: ${color('cellFill')};
    stroke: ${color('cellStroke')};
  }
  .t-unset {
    fill: ${color('unsetFill')};
  }
  .t-changed {
    fill: ${color('changedFill')};
  }
  .t-ghost {
    fill: none;
    stroke: ${color('cellStroke')};
    stroke-dasharray: 3 3;
  }
  .t-struct {
    fill: ${color('structFill')};
    stroke: ${color('structStroke')};
  }
  .t-hatch {
    stroke: ${color('paddingStroke')};
  }
  .t-padding {
    stroke: ${color('paddingStroke')};
  }
  .t-union {
    fill: ${color('unionFill')};
    stroke: ${color('unionStroke')};
  }
  .t-member {
    fill: ${color('memberFill')};
    stroke: ${color('unionStroke')};
    fill-opacity: 0.8;
  }
  .t-block {
    fill: ${color('heapFill')};
    stroke: ${color('heapStroke')};
  }
  .t-leak {
    fill: ${color('leakFill')};
    stroke: ${color('leakStroke')};
    stroke-width: 2;
  }
  .t-freed {
    fill: none;
    stroke: ${color('freedStroke')};
    stroke-dasharray: 5 4;
  }
  .t-literal,
  .t-file,
  .t-function {
    fill: ${color('otherFill')};
    stroke: ${color('otherStroke')};
  }
  text {
    fill: ${color('text')};
  }
  .t-title {
    font-weight: 700;
    fill: ${color('frameTitle')};
  }
  .t-heading {
    font-weight: 700;
    fill: ${color('heading')};
    font-family: system-ui, sans-serif;
  }
  .t-index,
  .t-note {
    fill: ${color('muted')};
    font-size: ${FONT - 1}px;
  }
  .t-warning {
    fill: ${color('dangling')};
    font-weight: 700;
  }
  .t-name {
    font-weight: 600;
  }
  .t-arrow {
    fill: none;
    stroke: ${color('arrow')};
    stroke-width: 1.6;
  }
  .t-arrow.t-dangling {
    stroke: ${color('dangling')};
    stroke-dasharray: 5 3;
  }
  .t-dot {
    fill: ${color('arrow')};
  }
  .t-dot.t-dangling {
    fill: ${color('dangling')};
  }
  .t-head {
    fill: ${color('arrow')};
  }
  .t-head-dangling {
    fill: ${color('dangling')};
  }
  @media (prefers-reduced-motion: no-preference) {
    .t-changed {
      transition: fill 0.3s ease;
    }
  }
`;

/**
 * A picture of memory, drawn from a laid-out scene. Screen readers get the step's description (the
 * boxes themselves are hidden from them); every box and arrow carries data-* attributes saying
 * what it is, which the tests read.
 */
export function Picture({ scene, label }: { scene: Scene; label: string }) {
  const id = useId().replace(/[^\w-]/g, '');
  const head = (dangling: boolean | undefined) => `url(#${id}-${dangling ? 'dangling' : 'head'})`;
  return (
    <svg
      css={picture}
      role="img"
      aria-label={label}
      width={scene.width * PICTURE_SCALE}
      height={scene.height * PICTURE_SCALE}
      viewBox={`-2 -2 ${scene.width + 4} ${scene.height + 4}`}
      data-trace-picture=""
    >
      <defs>
        {(['head', 'dangling'] as const).map((kind) => (
          <marker
            key={kind}
            id={`${id}-${kind}`}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0 0L10 5L0 10z" className={kind === 'head' ? 't-head' : 't-head-dangling'} />
          </marker>
        ))}
        <pattern
          id={`${id}-hatch`}
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <line x1="0" y1="0" x2="0" y2="6" strokeWidth="2" className="t-hatch" />
        </pattern>
      </defs>
      {scene.shapes.map((s, i) => {
        if (s.type === 'box')
          return (
            <rect
              key={i}
              x={s.x}
              y={s.y}
              width={s.w}
              height={s.h}
              rx={s.role === 'cell' || s.role === 'byte' ? 2 : 6}
              className={`t-${s.role}${s.unset ? ' t-unset' : ''}${s.changed ? ' t-changed' : ''}${s.leak ? ' t-leak' : ''}`}
              fill={s.role === 'padding' ? `url(#${id}-hatch)` : undefined}
              data-box={s.role}
              data-ref={s.ref}
              data-changed={s.changed || undefined}
              data-leak={s.leak || undefined}
            >
              {s.tip && <title>{s.tip}</title>}
            </rect>
          );
        if (s.type === 'text')
          return (
            <text key={i} x={s.x} y={s.y} textAnchor={s.anchor} className={`t-${s.role}`} aria-hidden="true">
              {s.text}
            </text>
          );
        const start = /^M([\d.-]+) ([\d.-]+)/.exec(s.d);
        const cls = s.dangling ? ' t-dangling' : '';
        return (
          <g key={i} data-arrow={`${s.from}->${s.to ?? ''}`} data-dangling={s.dangling || undefined}>
            <path d={s.d} className={`t-arrow${cls}`} markerEnd={head(s.dangling)} />
            {start && <circle cx={start[1]} cy={start[2]} r={3.5} className={`t-dot${cls}`} />}
          </g>
        );
      })}
    </svg>
  );
}
