import { css } from '@emotion/react';
import { colors } from '../theme/tokens.ts';
import { Paragraphs } from '../inline/Inline.tsx';
import { Title } from './Title.tsx';
import type { BlockProps } from './types.ts';

const variants = {
  note: { color: colors.primaryDark, background: colors.primarySoft, icon: 'ℹ', label: 'Note' },
  tip: { color: colors.tip, background: colors.tipSoft, icon: '✓', label: 'Tip' },
  warning: { color: colors.warning, background: colors.warningSoft, icon: '!', label: 'Warning' },
} as const;

export function CalloutBlock({ block, titleLevel }: BlockProps<'callout'>) {
  const v = variants[block.variant];
  return (
    <aside
      data-block="callout"
      aria-label={v.label}
      css={css`
        border-left: 5px solid ${v.color};
        background: ${v.background};
        border-radius: 8px;
        padding: 0.9rem 1.1rem;
        margin: 1.2rem 0;
        h2,
        h3,
        h4 {
          color: ${v.color};
        }
        & > p:last-child {
          margin-bottom: 0;
        }
        & > p:first-of-type {
          margin-top: 0;
        }
      `}
    >
      <Title text={block.title ?? `${v.icon} ${v.label}`} level={titleLevel} />
      <Paragraphs text={block.text} />
    </aside>
  );
}
