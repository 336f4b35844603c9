import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { IoBox, ioPre } from '../../code/IoBox.tsx';
import { colors } from '../../theme/tokens.ts';
import * as s from './styles.ts';
import type { RunView } from './useRunner.ts';

const stderrPre = css`
  ${ioPre};
  color: ${colors.mistakeText};
  border-left: 3px solid ${colors.mistake};
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
 * The one output area of a runnable sample. Before a run it shows the lesson's output (labelled as
 * the original program's once the code is edited); a run replaces it in place with what the
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
  return (
    <IoBox
      label={modified ? 'Output of the original program' : 'Output'}
      note={modified ? 'run your code to see its own' : undefined}
      kind={modified ? 'original' : 'declared'}
    >
      <pre css={ioPre} tabIndex={0}>
        {declared}
      </pre>
    </IoBox>
  );
}
