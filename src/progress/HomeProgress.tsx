import { css } from '@emotion/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'wouter';
import type { Unit } from '../content/model.ts';
import { firstRoute, units } from '../site/data.ts';
import { colors } from '../theme/tokens.ts';
import { ProgressPanel, useProgress } from './ProgressPanel.tsx';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const unitBadge = css`
  position: absolute;
  top: 1.1rem;
  right: 1.1rem;
  font-size: 0.85rem;
  font-weight: 700;
  color: ${colors.success};
  background: ${colors.successSoft};
  border-radius: 999px;
  padding: 0.1rem 0.6rem;
`;

/** "✓ 2/4 ★ 3" in a unit card's corner (positioned over the card, so it moves nothing). */
function UnitProgress({ unit }: { unit: Unit }) {
  const progress = useProgress();
  if (!progress) return null;
  const read = unit.lessons.filter((l) => progress.read.has(l.route)).length;
  const passed = unit.lessons.reduce((n, l) => n + (progress.passed.get(l.route) ?? 0), 0);
  if (read === 0 && passed === 0) return null;
  return (
    <span css={unitBadge} data-unit-progress={`${read}/${unit.lessons.length}`}>
      <span aria-hidden="true">
        ✓ {read}/{unit.lessons.length}
        {passed > 0 && ` ★ ${passed}`}
      </span>
      <span className="visually-hidden">
        {read} of {plural(unit.lessons.length, 'lesson', 'lessons')} read
        {passed > 0 && `, ${plural(passed, 'challenge passed', 'challenges passed')}`}
      </span>
    </span>
  );
}

/**
 * For a returning student, the hero's main button: "Continue" to where they were reading, in the
 * place of Start Learning (which the home page's style then hides), and below it the way back to
 * the first lesson, in the line the home page keeps for it.
 */
function ContinueLink() {
  const last = useProgress()?.last;
  if (!last) return null;
  return (
    <Link
      href={last.anchor ? `${last.route}#${last.anchor}` : last.route}
      title={last.heading ? `${last.title} › ${last.heading}` : last.title}
      // Back to the section, not just the page (the router starts a new page at its top).
      onClick={() => void import('../search/land.ts').then((m) => m.land(last.anchor, []))}
    >
      Continue: {last.title} →
    </Link>
  );
}

function RestartLink() {
  return useProgress()?.last ? <Link href={firstRoute}>Or start from the first lesson</Link> : null;
}

/**
 * The elements the home page keeps for progress, by name. This component is only ever mounted
 * in the browser, after the home page it belongs to, so they are there to be found.
 */
function findSlots(): Map<string, Element> {
  const found = new Map<string, Element>();
  for (const el of document.querySelectorAll('[data-progress-slot]'))
    found.set(el.getAttribute('data-progress-slot')!, el);
  return found;
}

/** Everything of progress on the home page: the panel, and the continue link and unit badges in their slots. */
export function HomeProgress() {
  const [slots] = useState(findSlots);
  const continueSlot = slots.get('continue');
  const restartSlot = slots.get('restart');
  return (
    <>
      <ProgressPanel />
      {continueSlot && createPortal(<ContinueLink />, continueSlot)}
      {restartSlot && createPortal(<RestartLink />, restartSlot)}
      {units.map((unit: Unit) => {
        const slot = slots.get(`unit:${unit.slug}`);
        return slot && createPortal(<UnitProgress unit={unit} />, slot, unit.slug);
      })}
    </>
  );
}
