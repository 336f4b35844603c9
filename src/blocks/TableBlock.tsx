import { css } from '@emotion/react';
import { colors, phone } from '../theme/tokens.ts';
import { scrollHint } from '../theme/scrollHint.ts';
import { visuallyHidden } from '../theme/GlobalStyles.tsx';
import { Inline } from '../inline/Inline.tsx';
import { plainText } from '../inline/parse.ts';
import type { BlockProps } from './types.ts';

const wrap = css`
  ${scrollHint(colors.surface, colors.scrollHintOnPage)};
  margin: 1.25rem 0;
  border: 1px solid ${colors.border};
  border-radius: 10px;
`;
const table = css`
  border-collapse: collapse;
  width: 100%;
  font-size: 0.95rem;
  caption {
    text-align: left;
    font-weight: 600;
    padding: 0.7rem 0.9rem;
  }
  th,
  td {
    text-align: left;
    padding: 0.55rem 0.9rem;
    border-top: 1px solid ${colors.border};
    vertical-align: top;
  }
  thead th {
    background: ${colors.primarySoft};
    color: ${colors.primaryDark};
    border-top: 0;
  }
  tbody tr:nth-of-type(even) {
    background: ${colors.tableStripe};
  }
`;
/**
 * On a phone, a table of three or more columns becomes one card a row, each cell under its column's
 * name: nothing to scroll, nothing clipped. The roles keep it a table for screen readers.
 */
const stacked = css`
  ${phone} {
    thead tr {
      ${visuallyHidden};
    }
    tbody,
    tr {
      display: block;
    }
    tbody tr {
      padding: 0.4rem 0;
      border-top: 1px solid ${colors.border};
    }
    td {
      display: grid;
      grid-template-columns: 35% 1fr;
      gap: 0.75rem;
      border: 0;
      padding: 0.2rem 0.9rem;
    }
    td:first-of-type {
      font-weight: 700;
    }
    td::before {
      content: attr(data-label);
      content: attr(data-label) / '';
      font-size: 0.85rem;
      font-weight: 600;
      color: ${colors.primaryDark};
    }
  }
`;

export function TableBlock({ block }: BlockProps<'table'>) {
  const labels = block.columns.map(plainText);
  const label = block.title ? plainText(block.title) : `Table: ${labels.join(', ')}`;
  const stack = block.columns.length >= 3;
  return (
    // The wrapper scrolls sideways on small screens, so it must be reachable and named for keyboards.
    <div css={wrap} role="region" aria-label={label} tabIndex={0} data-block="table">
      <table css={[table, stack && stacked]} role="table">
        {block.title && (
          <caption>
            <Inline text={block.title} />
          </caption>
        )}
        <thead role="rowgroup">
          <tr role="row">
            {block.columns.map((c, i) => (
              <th key={i} scope="col" role="columnheader">
                <Inline text={c} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {block.rows.map((row, r) => (
            <tr key={r} role="row">
              {row.map((cell, c) => (
                <td key={c} role="cell" data-label={labels[c]}>
                  {/* One box for the cell's text: the stacked layout puts the column's name beside it. */}
                  <span>
                    <Inline text={cell} />
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
