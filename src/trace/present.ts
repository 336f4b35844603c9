import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Lesson } from '../content/index.ts';
import type { Block } from '../schema/index.ts';
import { traceFileName } from './key.ts';

/**
 * A lesson's blocks as the site ships them: a traced sample whose trace file is missing (its code
 * changed and `npm run traces` has not run yet) loses its `trace:`, so the page shows the sample
 * without a stepper rather than a broken one. Each such sample is reported through `warn`;
 * `npm run check:traces` fails on it in CI.
 */
export function withPresentTraces(lesson: Lesson, root: string, warn: (message: string) => void): Block[] {
  return lesson.blocks.map((block, i) => {
    if (block.type !== 'code' || !block.trace) return block;
    if (existsSync(join(root, 'traces', traceFileName(lesson.route, block)))) return block;
    warn(
      `${lesson.file}:${lesson.blockLines[i] ?? 1}: this traced sample has no trace yet, so its page has no stepper: run npm run traces`,
    );
    const { trace: _trace, ...untraced } = block;
    return untraced;
  });
}
