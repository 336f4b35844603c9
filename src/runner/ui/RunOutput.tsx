import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { box, IoBox, ioPre, labelRow, labelText, noteText } from '../../code/IoBox.tsx';
import { colors, narrow } from '../../theme/tokens.ts';
import * as s from './styles.ts';
import type { RunView } from './useRunner.ts';

const stderrPre = css`
  ${ioPre};
  color: ${colors.mistakeText};
  border-left: 3px solid ${colors.mistake};
`;
/** The original program's output once the code is edited: one line, closed, opened on demand. */
const folded = css`
  summary {
    ${labelRow};
    padding-bottom: 0.5rem;
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
    // The row is a flex box, which drops the usual triangle: draw it (hidden from screen readers,
    // which say "collapsed" or "expanded" themselves).
    &::before {
      content: '▸';
      content: '▸' / '';
      color: ${colors.codeLabel};
    }
    ${narrow} {
      min-height: 44px;
      align-items: center;
    }
  }
  &[open] summary {
    padding-bottom: 0;
    &::before {
      content: '▾';
      content: '▾' / '';
    }
  }
`;
const streamLabel = css`
  ${s.label};
  padding: 0 1rem;
  margin: 0;
`;

export interface RunOutputProps {
  view: RunView;
  /** The output the lesson declares for the original program. */
  declared?: string | undefined;
  /** The code differs from the lesson's. */
  modified: boolean;
  /** The code changed after the run whose output is shown. */
  editedSinceRun: boolean;
  /**
   * A live terminal for a run that reads the student's typing (given the id of the box's label):
   * it takes the output's place, so the area stays one.
   */
  terminal?: ((labelledBy: string) => ReactNode) | undefined;
}

/**
 * The one output area of a runnable sample. Before a run it shows the lesson's output (folded away,
 * as the original program's, once the code is edited); a run replaces it in place with what the
 * student's code printed, so there are never two outputs to compare by eye. A live run (a sample that
 * reads the student's typing) shows its terminal there instead: output and typing in one place.
 */
export function RunOutput({ view, declared, modified, editedSinceRun, terminal }: RunOutputProps) {
  const labelId = useId();
  const out = view.run ?? view.live;
  const note = editedSinceRun ? 'from your last run (code edited since)' : 'from your code';
  if (out && terminal && view.transcript)
    return (
      <IoBox label="Terminal" labelId={labelId} note={note} kind="run">
        {terminal(labelId)}
      </IoBox>
    );
  if (out)
    return (
      <IoBox label="Output" note={note} kind="run">
        <pre css={ioPre} tabIndex={0} aria-live="polite" data-stream="stdout">
          {out.stdout}
        </pre>
        {out.stderr && (
          <>
            <span css={streamLabel}>Errors (stderr)</span>
            <pre css={stderrPre} tabIndex={0} aria-live="polite" data-stream="stderr">
              {out.stderr}
            </pre>
          </>
        )}
      </IoBox>
    );
  if (declared === undefined) return null;
  if (modified)
    // Edited code is no longer the program whose output the lesson shows: that output is kept one
    // click away, closed, so it is never read as what the student's code printed.
    return (
      <div css={[box, folded]} data-io="original">
        <details>
          <summary>
            <span css={labelText}>Output of the original program</span>
            <span css={noteText}>run your code to see its own</span>
          </summary>
          <pre css={ioPre} tabIndex={0}>
            {declared}
          </pre>
        </details>
      </div>
    );
  return (
    <IoBox label="Output" kind="declared">
      <pre css={ioPre} tabIndex={0}>
        {declared}
      </pre>
    </IoBox>
  );
}
