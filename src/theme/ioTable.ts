import { css } from '@emotion/react';
import { colors } from './tokens.ts';

/** A table of program input and output, cell by cell: challenge examples and attempt results. */
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
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
