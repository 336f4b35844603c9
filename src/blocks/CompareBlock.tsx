import { css } from '@emotion/react';
import { colors } from '../theme/tokens.ts';
import { Inline } from '../inline/Inline.tsx';
import { surface } from '../theme/surface.ts';
import { Title } from './Title.tsx';
import type { BlockProps } from './types.ts';

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 1rem;
`;
const side = css`
  ${surface};
  margin: 0;
  ul {
    padding-left: 1.2rem;
    margin: 0;
  }
  li {
    margin: 0.3rem 0;
  }
`;
const sideTitle = css`
  margin: 0 0 0.5rem;
  font-size: 1.05rem;
  color: ${colors.primaryDark};
`;

export function CompareBlock({ block, titleLevel }: BlockProps<'compare'>) {
  const inner = (titleLevel === 4 ? 4 : titleLevel + 1) as 3 | 4;
  const Tag = `h${block.title ? inner : titleLevel}` as const;
  return (
    <section
      data-block="compare"
      css={css`
        margin: 1.25rem 0;
      `}
    >
      {block.title && <Title text={block.title} level={titleLevel} flow />}
      <div css={grid}>
        {[block.left, block.right].map((s, i) => (
          <div key={i} css={side}>
            <Tag css={sideTitle}>
              <Inline text={s.title} />
            </Tag>
            <ul>
              {s.items.map((item, j) => (
                <li key={j}>
                  <Inline text={item} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
