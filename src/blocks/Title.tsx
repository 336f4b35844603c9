import { css } from '@emotion/react';
import { Inline } from '../inline/Inline.tsx';

const style = css`
  margin: 0 0 0.5rem;
  font-size: 1.1rem;
  line-height: 1.35;
`;

/** A block's title at the heading level its place in the page calls for. */
export function Title({ text, level, id }: { text: string; level: 2 | 3 | 4; id?: string }) {
  const Tag = `h${level}` as const;
  return (
    <Tag css={style} id={id}>
      <Inline text={text} />
    </Tag>
  );
}
