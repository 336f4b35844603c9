import { useState, type ComponentType } from 'react';
import { css } from '@emotion/react';
import { colors } from '../../theme/tokens.ts';
import type { ChallengeRunnerProps } from './ChallengeRunner.tsx';

const loadRunner = () => import('./ChallengeRunner.tsx');

/** The challenge's first step, so it gets the primary look; the solution comes after, quieter. */
const tryButton = css`
  display: inline-flex;
  align-items: center;
  font: inherit;
  font-weight: 700;
  color: #fff;
  background: ${colors.primary};
  border: 0;
  border-radius: 8px;
  padding: 0.5rem 1.2rem;
  min-height: 44px;
  margin-top: 0.5rem;
  cursor: pointer;
  &:hover {
    background: ${colors.primaryDark};
  }
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: default;
  }
`;

/** "Try it yourself" under a challenge with test cases; the editor and checker load on the click. */
export function ChallengeTry(props: ChallengeRunnerProps) {
  const [Runner, setRunner] = useState<ComponentType<ChallengeRunnerProps> | null>(null);
  const [waiting, setWaiting] = useState(false);
  if (Runner) return <Runner {...props} />;
  return (
    <button
      type="button"
      css={tryButton}
      aria-disabled={waiting || undefined}
      onPointerEnter={() => void loadRunner().catch(() => undefined)}
      onClick={() => {
        if (waiting) return;
        setWaiting(true);
        loadRunner().then(
          (m) => setRunner(() => m.ChallengeRunner),
          () => setWaiting(false),
        );
      }}
    >
      {waiting ? 'Loading…' : 'Try it yourself'}
    </button>
  );
}
