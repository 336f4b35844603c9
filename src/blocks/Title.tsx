import { css } from '@emotion/react';
import { Inline } from '../inline/Inline.tsx';
import { headingStyles } from './headingStyles.ts';

/** A title inside a box (callout, challenge): compact, since the box already sets it apart. */
const boxed = css`
  margin: 0 0 0.5rem;
  font-size: 1.1rem;
  line-height: 1.35;
`;

/**
 * A block's title at the heading level its place in the page calls for. In the flow of the lesson
 * (`flow`: a card's or a list's title) it looks like a section heading of that level; inside a box it
 * stays compact.
 */
export function Title({
  text,
  level,
  id,
  flow,
}: {
  text: string;
  level: 2 | 3 | 4;
  id?: string;
  flow?: boolean;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag css={flow ? headingStyles[level] : boxed} id={id}>
      <Inline text={text} />
    </Tag>
  );
}
