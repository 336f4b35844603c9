import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { css } from '@emotion/react';
import { colors } from '../../theme/tokens.ts';
import { loadProgress } from '../../progress/load.ts';
import type { ChallengeRunnerProps } from './ChallengeRunner.tsx';
import { warmCompiler } from './prefetch.ts';

const loadRunner = () => import('./ChallengeRunner.tsx');

/** The challenge's first step, so it gets the primary look; the solution comes after, quieter. */
const tryButton = css`
  display: inline-flex;
  align-items: center;
  font: inherit;
  font-weight: 700;
  color: ${colors.onPrimary};
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
export function ChallengeTry(props: Omit<ChallengeRunnerProps, 'route' | 'restore'>) {
  const [Runner, setRunner] = useState<ComponentType<ChallengeRunnerProps> | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [route] = useLocation();
  const asked = useRef(false);
  useEffect(() => {
    // An attempt saved on an earlier visit: open it again, where the student left it.
    loadProgress()
      .then(async (m) => {
        if (!asked.current && m.draftOf(m.challengeKey(route, props.block.title))) {
          const runner = await loadRunner();
          if (!asked.current) setRunner(() => runner.ChallengeRunner);
        }
      })
      .catch(() => undefined);
    // Once: the saved attempt is looked for when the challenge is first shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (Runner) return <Runner {...props} route={route} restore={!waiting} />;
  return (
    <button
      type="button"
      css={tryButton}
      aria-disabled={waiting || undefined}
      onPointerEnter={() => void loadRunner().catch(() => undefined)}
      onClick={() => {
        if (waiting) return;
        asked.current = true;
        setWaiting(true);
        warmCompiler();
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
