import { describe, expect, it } from 'vitest';
import type { ChallengeResult } from '../../../src/mutation/results.ts';
import { differences, pickSample } from '../../../src/mutation/verify.ts';

const keys = Array.from({ length: 50 }, (_, i) => `key${i}`);

describe('the cached challenges re-checked on each run', () => {
  it('are the same few for one commit, and others for the next', () => {
    const picked = pickSample(keys, 'commit 19d7506', 3);
    expect(picked).toHaveLength(3);
    expect(pickSample(keys, 'commit 19d7506', 3)).toEqual(picked);
    expect(pickSample(keys, 'commit 57d75ea', 3)).not.toEqual(picked);
  });

  it('reach every challenge over enough commits', () => {
    const seen = new Set(Array.from({ length: 200 }, (_, i) => pickSample(keys, `commit ${i}`, 3)).flat());
    expect(seen.size).toBe(keys.length);
  });

  it('are none when asked for none, and all when there are fewer', () => {
    expect(pickSample(keys, 'x', 0)).toEqual([]);
    expect(pickSample(['a', 'b'], 'x', 3).sort()).toEqual(['a', 'b']);
  });
});

describe('comparing a stored result with a fresh run', () => {
  const stored: ChallengeResult = {
    challenge: 'curriculum/unit1/signs.yaml: Even or Odd',
    compiler: 'gcc 12',
    runner: 'r',
    tests: 1,
    mutants: 12,
    uncompilable: 0,
    killed: 8,
    timeouts: 1,
    equivalent: 0,
    score: 66.6,
    survivors: [
      { id: 'b', description: 'b on line 3' },
      { id: 'a', description: 'a on line 2' },
    ],
    alternatives: [{ note: 'Uses a switch.', accepted: true }],
  };

  it('finds nothing when only the order of survivors or which catches came by the time limit differ', () => {
    expect(
      differences(stored, { ...stored, timeouts: 0, survivors: [...stored.survivors].reverse() }),
    ).toEqual([]);
  });

  it('names each difference: counts, survivors and alternatives', () => {
    const fresh = {
      ...stored,
      killed: 7,
      survivors: [...stored.survivors, { id: 'c', description: 'c' }],
      alternatives: [{ note: 'Uses a switch.', accepted: false, test: 0, why: 'it prints 1' }],
    };
    expect(differences({ ...stored, killed: 10, survivors: [] }, fresh)).toEqual([
      'killed: 10 in the file, 7 now',
      'surviving mutants: the file lists none; a fresh run finds "a", "b", "c"',
      'alternatives: the file says "Uses a switch." accepted; a fresh run finds "Uses a switch." rejected by test 1',
    ]);
  });
});
