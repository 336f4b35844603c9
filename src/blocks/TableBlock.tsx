import { css } from '@emotion/react';
import { colors } from '../theme/tokens.ts';
import { Inline } from '../inline/Inline.tsx';
import { plainText } from '../inline/parse.ts';
import type { BlockProps } from './types.ts';

const wrap = css`
  overflow-x: auto;
  margin: 1.25rem 0;
  border: 1px solid ${colors.border};
  border-radius: 10px;
  background: ${colors.surface};
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
    background: #f5f7fb;
  }
`;

export function TableBlock({ block }: BlockProps<'table'>) {
  const label = block.title ? plainText(block.title) : `Table: ${block.columns.map(plainText).join(', ')}`;
  return (
    // The wrapper scrolls sideways on small screens, so it must be reachable and named for keyboards.
    <div css={wrap} role="region" aria-label={label} tabIndex={0} data-block="table">
      <table css={table}>
        {block.title && (
          <caption>
            <Inline text={block.title} />
          </caption>
        )}
        <thead>
          <tr>
            {block.columns.map((c, i) => (
              <th key={i} scope="col">
                <Inline text={c} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c}>
                  <Inline text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
