import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { css } from '@emotion/react';
import { colors } from '../../theme/tokens.ts';
import { loadProgress } from '../../progress/load.ts';
import type { ChallengeRunnerProps } from './ChallengeRunner.tsx';
import { warmCompiler } from './prefetch.ts';
import { withAllTests } from '../../site/challengeExtras.ts';

/** The editor and checker, with every test of the challenge (its chunk may carry only the examples). */
const loadRunner = (block: ChallengeRunnerProps['block']) =>
  Promise.all([import('./ChallengeRunner.tsx'), withAllTests(block)]).then(([m, full]) => ({
    Runner: m.ChallengeRunner,
    block: full,
  }));

type Loaded = Awaited<ReturnType<typeof loadRunner>>;

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
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [route] = useLocation();
  const asked = useRef(false);
  useEffect(() => {
    // An attempt saved on an earlier visit (open it again, where the student left it), or a share link's.
    loadProgress()
      .then(async (m, k = m.challengeKey(route, props.block.title)) => {
        if (!asked.current && (m.draftOf(k) || m.sharedHere(k))) {
          const runner = await loadRunner(props.block);
          if (!asked.current) setLoaded(runner);
        }
      })
      .catch(() => undefined);
    // Once: the saved attempt is looked for when the challenge is first shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (loaded) return <loaded.Runner {...props} block={loaded.block} route={route} restore={!waiting} />;
  return (
    <button
      type="button"
      css={tryButton}
      aria-disabled={waiting || undefined}
      onPointerEnter={() => void import('./ChallengeRunner.tsx').catch(() => undefined)}
      onClick={() => {
        if (waiting) return;
        asked.current = true;
        setWaiting(true);
        warmCompiler();
        loadRunner(props.block).then(setLoaded, () => setWaiting(false));
      }}
    >
      {waiting ? 'Loading…' : 'Try it yourself'}
    </button>
  );
}
