import { useEffect, useState } from 'react';
import type { ChallengeExtras, ServedChallenge } from '../site/challengeServe.ts';
import { whenIdle } from '../base/idle.ts';
import { loadExtras } from '../site/challengeExtras.ts';

/** Where a challenge's answer is: not fetched yet, here, or not fetchable (offline before it was kept). */
export type SolutionState =
  { status: 'loading' } | { status: 'ready'; solution: ChallengeExtras } | { status: 'failed' };

/**
 * A challenge's answer for the page. Served apart from the lesson (see src/site/challengeServe.ts), it is
 * fetched once the page is idle, so it is there when a student opens it or prints the lesson, and
 * at once when it is `wanted` before that.
 */
export function useSolution(
  block: ServedChallenge,
  wanted: boolean,
): { state: SolutionState; retry: () => void } {
  const id = block.extrasId;
  const [state, setState] = useState<SolutionState>(() =>
    id
      ? { status: 'loading' }
      : {
          status: 'ready',
          solution: {
            ...(block.solution !== undefined && { solution: block.solution }),
            ...(block.solutionFiles && { solutionFiles: block.solutionFiles }),
          },
        },
  );
  const loading = state.status === 'loading';
  useEffect(() => {
    if (!id || !loading) return undefined;
    let live = true;
    const fetchIt = () =>
      loadExtras(id).then(
        (solution) => live && setState(solution ? { status: 'ready', solution } : { status: 'failed' }),
        () => live && setState({ status: 'failed' }),
      );
    if (wanted) void fetchIt();
    else whenIdle(() => void fetchIt());
    return () => {
      live = false;
    };
  }, [id, loading, wanted]);
  // After a failure, asking again (opening the answer once more) tries again.
  const retry = () => {
    if (state.status === 'failed') setState({ status: 'loading' });
  };
  return { state, retry };
}
