import { css } from '@emotion/react';
import { withBase } from '../site/base.ts';
import { site } from '../site/data.ts';
import { colors, narrow } from '../theme/tokens.ts';

const box = css`
  position: fixed;
  top: 10px;
  right: 12px;
  z-index: 30;
  display: flex;
  align-items: center;
  gap: 0.55rem;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: 999px;
  padding: 4px 14px 4px 4px;
  box-shadow: 0 4px 14px rgba(15, 23, 42, 0.12);
  max-width: min(320px, calc(100vw - 90px));
  line-height: 1.2;
  ${narrow} {
    padding-right: 10px;
  }
`;
const photo = css`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  flex: none;
  object-fit: cover;
  background: #dbe4f0;
`;
const name = css`
  font-weight: 700;
  font-size: 0.85rem;
  display: block;
  color: ${colors.text};
`;
const line = css`
  font-size: 0.75rem;
  color: ${colors.muted};
  display: block;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** The author's small badge, fixed in the top-right corner: round photo, name, role, company, city. */
export function Badge() {
  const { badge } = site;
  return (
    <aside css={box} aria-label="Course author" data-testid="badge">
      {/* Width and height reserve the photo's space so nothing shifts while it loads. */}
      <img css={photo} src={withBase(badge.photo)} alt={`Photo of ${badge.name}`} width={44} height={44} />
      <span
        css={css`
          min-width: 0;
        `}
      >
        <span css={name}>{badge.name}</span>
        <span css={line}>
          {badge.role}, {badge.company}
        </span>
        <span css={line}>{badge.city}</span>
      </span>
    </aside>
  );
}
