/**
 * What `npm run check:parsons` compiles for one Parsons problem: the model arrangement, which must
 * pass every test, and each distractor swapped in for the model line it imitates and added beside
 * it, each of which must fail a test or not compile (else a student could use the "wrong" line and
 * pass, and the problem would mark a right answer wrong, or a wrong one right). Pure: the script
 * runs them.
 */
import { arrangedSource, piecesOf } from '../../src/content/parsons.ts';
import type { ParsonsBlock } from '../../src/schema/index.ts';

/** One program to compile and run, and what it must do. */
export interface ParsonsVariant {
  kind: 'model' | 'swapped' | 'added';
  /** The distractor's index, for swapped and added. */
  distractor?: number;
  /** The model line (1-based, among the pieces) it replaces or follows. */
  twin?: number;
  source: string;
}

/** Levenshtein distance, to find the model line a distractor is a mistaken copy of. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** The index of the model line most like this one (the first, on a tie). */
export function twinOf(line: string, pieces: readonly string[]): number {
  let best = 0;
  pieces.forEach((p, i) => {
    if (distance(line, p) < distance(line, pieces[best]!)) best = i;
  });
  return best;
}

/** The model arrangement, then each distractor swapped for its twin and added after it. */
export function parsonsVariants(block: Pick<ParsonsBlock, 'code' | 'distractors'>): ParsonsVariant[] {
  const pieces = piecesOf(block.code);
  const variants: ParsonsVariant[] = [{ kind: 'model', source: arrangedSource(pieces) }];
  (block.distractors ?? []).forEach((raw, distractor) => {
    const line = raw.trim();
    const twin = twinOf(line, pieces);
    const swapped = pieces.map((p, i) => (i === twin ? line : p));
    const added = [...pieces.slice(0, twin + 1), line, ...pieces.slice(twin + 1)];
    variants.push(
      { kind: 'swapped', distractor, twin: twin + 1, source: arrangedSource(swapped) },
      { kind: 'added', distractor, twin: twin + 1, source: arrangedSource(added) },
    );
  });
  return variants;
}
