import { css } from '@emotion/react';
import { colors, MEASURE } from '../theme/tokens.ts';
import { Paragraphs } from '../inline/Inline.tsx';
import { Title } from './Title.tsx';
import type { BlockProps } from './types.ts';

const variants = {
  note: { color: colors.primaryDark, background: colors.primarySoft, icon: 'i', label: 'Note' },
  tip: { color: colors.tip, background: colors.tipSoft, icon: '✓', label: 'Tip' },
  warning: { color: colors.warning, background: colors.warningSoft, icon: '!', label: 'Warning' },
} as const;

const kind = css`
  display: flex;
  align-items: center;
  gap: 0.45rem;
  margin: 0 0 0.35rem;
  font-size: 0.78rem;
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;
const icon = css`
  display: inline-grid;
  place-items: center;
  width: 1.35rem;
  height: 1.35rem;
  border-radius: 50%;
  color: ${colors.surface};
  font-size: 0.8rem;
  font-weight: 800;
  letter-spacing: 0;
`;

/**
 * A note, tip or warning that stands out from the prose around it: tinted, framed, with its kind
 * named above the title (a warning stays a warning even under its own title).
 */
export function CalloutBlock({ block, titleLevel }: BlockProps<'callout'>) {
  const v = variants[block.variant];
  return (
    // A note, not a landmark: a lesson has many callouts, and landmarks must be few and unique.
    <div
      role="note"
      data-block="callout"
      aria-label={v.label}
      css={css`
        border: 1px solid ${v.color};
        border-left-width: 6px;
        background: ${v.background};
        border-radius: 8px;
        padding: 0.85rem 1.1rem;
        margin: 1.5rem 0;
        h2,
        h3,
        h4 {
          color: ${v.color};
        }
        & > p {
          max-width: ${MEASURE};
        }
        & > p:last-child {
          margin-bottom: 0;
        }
        & > p:nth-of-type(2) {
          margin-top: 0;
        }
      `}
    >
      <p css={[kind, { color: v.color }]}>
        <span css={[icon, { background: v.color }]} aria-hidden="true">
          {v.icon}
        </span>
        {v.label}
      </p>
      {block.title && <Title text={block.title} level={titleLevel} />}
      <Paragraphs text={block.text} />
    </div>
  );
}
