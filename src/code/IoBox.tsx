import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { scrollHint } from '../theme/scrollHint.ts';
import { colors, fonts } from '../theme/tokens.ts';

/** The box, its label row, label and note: shared with the run panel's folded output (RunOutput). */
export const box = css`
  background: ${colors.outputBg};
  border-top: 1px solid ${colors.codeBorder};
`;
export const labelRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.2rem 0.6rem;
  padding: 0.5rem 1rem 0;
`;
export const labelText = css`
  font-size: 0.8rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${colors.codeLabel};
`;
export const noteText = css`
  font-size: 0.8rem;
  color: ${colors.codeLabel};
`;

/**
 * A program's input or output as it printed it: never wrapped, so a line on screen is a line the
 * program wrote; a long line scrolls sideways, with a shadow at the edge that hides more.
 */
export const ioPre = css`
  ${scrollHint(colors.outputBg, colors.scrollHintOnDark)};
  margin: 0;
  padding: 0.3rem 1rem 0.8rem;
  white-space: pre;
  font-family: ${fonts.mono};
  font-size: 0.88rem;
  color: ${colors.codeText};
`;

export interface IoBoxProps {
  /** "Input", "Output". */
  label: string;
  /** A short note beside the label: where this output comes from. */
  note?: ReactNode;
  children: ReactNode;
  /** Marks the box for tools and tests: which output it shows. */
  kind?: string | undefined;
  /** The id of the field the label names, when the box holds one. */
  labelFor?: string | undefined;
  /** An id for the label, for content that names itself by it (aria-labelledby). */
  labelId?: string | undefined;
}

/** One labelled box under the code: what the program reads, or what it prints. */
export function IoBox({ label, note, children, kind, labelFor, labelId }: IoBoxProps) {
  return (
    <div css={box} data-io={kind}>
      <div css={labelRow}>
        {labelFor ? (
          <label css={labelText} htmlFor={labelFor} id={labelId}>
            {label}
          </label>
        ) : (
          <span css={labelText} id={labelId}>
            {label}
          </span>
        )}
        {note && <span css={noteText}>{note}</span>}
      </div>
      {children}
    </div>
  );
}
