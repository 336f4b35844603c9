import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { withBase } from '../site/base.ts';
import { site } from '../site/data.ts';
import { colors, phone } from '../theme/tokens.ts';

/**
 * On a phone: the round photo alone, so the lesson's title keeps the top bar; the photo is the
 * button that opens a small card under it with the name, role, company and city.
 */
const box = css`
  position: relative;
  flex: none;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  border: 1px solid ${colors.border};
  border-radius: 999px;
  padding: 3px 14px 3px 3px;
  max-width: 360px;
  line-height: 1.2;
  img {
    width: 44px;
    height: 44px;
    border-radius: 50%;
    object-fit: cover;
    background: ${colors.avatarBg};
  }
  b {
    display: block;
    font-size: 0.85rem;
  }
  small {
    display: block;
    font-size: 0.75rem;
    color: ${colors.muted};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  button {
    display: none;
  }
  ${phone} {
    padding: 2px;
    // A small mark on the photo's corner says it opens, without widening the badge.
    &::after {
      content: '▾';
      content: '▾' / '';
      position: absolute;
      right: -3px;
      bottom: -3px;
      width: 16px;
      height: 16px;
      display: grid;
      place-items: center;
      font-size: 0.65rem;
      border-radius: 50%;
      color: ${colors.text};
      background: ${colors.surface};
      border: 1px solid ${colors.border};
    }
    [data-card] {
      display: none;
      position: absolute;
      top: calc(100% + 6px);
      right: 0;
      width: max-content;
      max-width: calc(100vw - 1.5rem);
      padding: 0.6rem 0.8rem;
      background: ${colors.surface};
      border: 1px solid ${colors.border};
      border-radius: 10px;
      box-shadow: 0 8px 24px ${colors.shadow};
    }
    &[data-open='true'] [data-card] {
      display: block;
    }
    small {
      white-space: normal;
      font-size: 0.85rem;
      line-height: 1.4;
    }
    button {
      display: block;
      position: absolute;
      inset: 0;
      border: 0;
      border-radius: inherit;
      background: none;
      cursor: pointer;
    }
  }
`;

/**
 * The author badge in the top-right corner of every page: round photo, name, role, company and city.
 * It sits in the sticky top bar, so it stays in the corner without covering the lesson. On a phone it
 * shows the photo, and a tap (or Enter) opens the name, role, company and city.
 */
export function Badge() {
  const { badge } = site;
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onPointer = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  const role = `${badge.role}, ${badge.company}`;
  return (
    // A group, not an aside: the badge lives in the top bar, and a complementary landmark must not.
    <div css={box} role="group" aria-label="Course author" data-testid="badge" data-open={open} ref={root}>
      {/* Width and height reserve the photo's space so nothing shifts while it loads. */}
      <img src={withBase(badge.photo)} alt={`Photo of ${badge.name}`} width={44} height={44} />
      <span style={{ minWidth: 0 }} id={detailsId} data-card="">
        <b>{badge.name}</b>
        <small title={role}>{role}</small>
        <small>{badge.city}</small>
      </span>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        aria-label={`About ${badge.name}`}
        onClick={() => setOpen((o) => !o)}
      />
    </div>
  );
}
