import { css } from '@emotion/react';
import { visuallyHidden } from './GlobalStyles.tsx';
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

/**
 * The same table as one card a row, each cell under its column's name (its `data-label`): for
 * screens too narrow for the columns. The header row stays for screen readers.
 */
export const ioCards = css`
  &,
  tbody {
    display: block;
  }
  thead {
    ${visuallyHidden};
  }
  tr {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    border: 1px solid ${colors.border};
    border-radius: 8px;
    margin-bottom: 0.75rem;
  }
  th,
  td {
    display: block;
    border: 0;
    border-top: 1px solid ${colors.border};
  }
  tr > :first-child {
    border-top: 0;
  }
  td::before {
    content: attr(data-label);
    content: attr(data-label) / '';
    display: block;
    font-weight: 600;
    font-size: 0.8rem;
    color: ${colors.muted};
  }
`;
