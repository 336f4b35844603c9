import type { ParsonsBlock } from '../schema/index.ts';
import type { AuthorIssue } from './issues.ts';
import { piecesOf } from './parsons.ts';

type At = (path: PropertyKey[], message: string) => AuthorIssue;

/** Fewer pieces leave nothing to arrange; more make arranging a chore (split it, or make it a challenge). */
export const PARSONS_MIN_LINES = 3;
export const PARSONS_MAX_LINES = 20;

/**
 * What the schema cannot say of a Parsons problem: a model program of a size worth arranging, and
 * distractors that are single lines, each different from every model line and from each other (a
 * distractor equal to a model line could be used in its place, so it would be no mistake at all).
 * Whether a distractor really breaks the program is for `npm run check:parsons`, which runs it.
 */
export function checkParsons(block: ParsonsBlock, at: At): AuthorIssue[] {
  const issues: AuthorIssue[] = [];
  const pieces = piecesOf(block.code);
  if (pieces.length < PARSONS_MIN_LINES)
    issues.push(
      at(
        ['code'],
        `has ${pieces.length} line(s) to arrange: a Parsons problem needs at least ${PARSONS_MIN_LINES} lines that are not blank`,
      ),
    );
  if (pieces.length > PARSONS_MAX_LINES)
    issues.push(
      at(
        ['code'],
        `has ${pieces.length} lines to arrange, more than ${PARSONS_MAX_LINES}: shorten the program (or make it a challenge)`,
      ),
    );
  const seen: string[] = [];
  (block.distractors ?? []).forEach((distractor, n) => {
    const line = distractor.trim();
    const path = ['distractors', n];
    if (line.includes('\n'))
      issues.push(at(path, 'must be one line: write each wrong line as its own item of the list'));
    else if (pieces.includes(line))
      issues.push(
        at(
          path,
          `is line ${pieces.indexOf(line) + 1} of the model program: a distractor must be a wrong line, such as that line with \`<\` for \`<=\` or without an \`&\``,
        ),
      );
    else if (seen.includes(line)) issues.push(at(path, `appears twice: remove one`));
    seen.push(line);
  });
  return issues;
}
