import { css } from '@emotion/react';
import { Inline } from '../inline/Inline.tsx';
import { MEASURE } from '../theme/tokens.ts';
import { Title } from './Title.tsx';
import type { BlockProps } from './types.ts';

const list = css`
  margin: 0.5rem 0 1rem;
  padding-left: 1.5rem;
  max-width: ${MEASURE};
  li {
    margin: 0.3rem 0;
  }
`;

export function ListBlock({ block, titleLevel }: BlockProps<'list'>) {
  const items = block.items.map((item, i) => (
    <li key={i}>
      <Inline text={item} />
    </li>
  ));
  return (
    <div data-block="list">
      {block.title && <Title text={block.title} level={titleLevel} flow />}
      {block.ordered ? <ol css={list}>{items}</ol> : <ul css={list}>{items}</ul>}
    </div>
  );
}
