import { css } from '@emotion/react';
import { colors } from './tokens.ts';

/** A table of program input and output, cell by cell: challenge examples and attempt results. */
// Output as the program prints it: a long line scrolls inside its cell, it never wraps.
export const ioTable = css`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    border: 1px solid ${colors.border};
    padding: 0.4rem 0.6rem;
    text-align: left;
    vertical-align: top;
  }
  pre {
    margin: 0;
    white-space: pre;
    overflow-x: auto;
    max-width: 100%;
  }
`;
