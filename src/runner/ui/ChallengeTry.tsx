import { useState, type ComponentType } from 'react';
import { plainButton } from './barStyles.ts';
import type { ChallengeRunnerProps } from './ChallengeRunner.tsx';

const loadRunner = () => import('./ChallengeRunner.tsx');

/** "Try it yourself" under a challenge with test cases; the editor and checker load on the click. */
export function ChallengeTry(props: ChallengeRunnerProps) {
  const [Runner, setRunner] = useState<ComponentType<ChallengeRunnerProps> | null>(null);
  const [waiting, setWaiting] = useState(false);
  if (Runner) return <Runner {...props} />;
  return (
    <button
      type="button"
      css={[
        plainButton,
        { color: '#fff', background: '#0f172a', minHeight: 44, marginTop: '0.5rem', marginRight: '0.5rem' },
      ]}
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
