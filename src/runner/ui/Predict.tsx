import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { IoBox } from '../../code/IoBox.tsx';
import { colors } from '../../theme/tokens.ts';
import { plainButton, primaryButton } from './barStyles.ts';
import { Marked } from './CaseRow.tsx';
import type { PredictionVerdict } from './predict.ts';
import * as s from './styles.ts';

const form = css`
  display: grid;
  gap: 0.5rem;
  padding: 0.3rem 1rem 0.8rem;
  p {
    margin: 0;
  }
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
const verdictText = css`
  margin: 0;
  padding: 0 1rem 0.8rem;
  &[data-right='true'] {
    color: ${colors.success};
    font-weight: 700;
  }
  pre {
    margin: 0;
  }
`;
const guessPre = css`
  padding: 0.3rem 1rem 0.5rem;
  pre {
    margin: 0;
  }
`;

/**
 * Before the first Run of a sample marked `predict: true`, in the place of its output: the student
 * writes what they expect it to print (the lesson's output stays hidden until then), or skips.
 */
export function PredictForm({
  label,
  onPredict,
  onSkip,
}: {
  label: string;
  onPredict: (guess: string) => void;
  onSkip: () => void;
}) {
  const [guess, setGuess] = useState('');
  const id = useId();
  return (
    <IoBox label="Predict the output" labelFor={id} note="before you run it" kind="predict">
      <div css={form}>
        <p id={`${id}-help`}>
          What will this program print? Type it line by line, as you expect to see it, then run it to compare.
        </p>
        <textarea
          id={id}
          css={s.stdinField}
          rows={Math.min(8, Math.max(3, guess.split('\n').length + 1))}
          value={guess}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          // The student pressed Run to get here: their next keystroke belongs in this box.
          autoFocus
          aria-describedby={`${id}-help`}
          onChange={(e) => setGuess(e.target.value)}
        />
        <div css={actions}>
          <button
            type="button"
            css={primaryButton}
            aria-label={`Run and compare ${label}`}
            onClick={() => onPredict(guess)}
          >
            Run and compare
          </button>
          <button type="button" css={plainButton} aria-label={`Skip, just run ${label}`} onClick={onSkip}>
            Skip, just run
          </button>
        </div>
      </div>
    </IoBox>
  );
}

/** The student's prediction beside the real output, with the first difference marked and named. */
export function PredictionResult({ guess, verdict }: { guess: string; verdict: PredictionVerdict }) {
  return (
    <IoBox
      label="Your prediction"
      note={verdict.right ? 'right' : 'compare with the output below'}
      kind="prediction"
    >
      <div css={guessPre}>
        <Marked text={guess} at={verdict.at} />
      </div>
      <p css={verdictText} role="status" data-right={verdict.right} data-prediction-verdict="">
        {verdict.right ? '✓ ' : ''}
        {verdict.text}
      </p>
    </IoBox>
  );
}
