import type { CSSProperties, ReactNode } from 'react';
import type { TokenKind } from './palette.ts';

/** A run of code in one colour (no kind: plain text). */
export interface Segment {
  text: string;
  kind?: TokenKind | undefined;
}

/** The columns a line's leading blanks take (a tab reaches the next multiple of 4). */
export function indentOf(line: string): number {
  let column = 0;
  for (const c of line) {
    if (c === ' ') column += 1;
    else if (c === '\t') column += 4 - (column % 4);
    else break;
  }
  return column;
}

/**
 * Code as one element a line, each holding its own newline, so the text is the code exactly and a
 * line can wrap under its own start with its number beside it on a narrow screen (src/code/styles.ts):
 * `--in` is the line's indent, for its wrapped rows. Colours change only where a segment's kind does.
 */
export function drawLines(segments: readonly Segment[]): ReactNode[] {
  const lines: ReactNode[] = [];
  let parts: ReactNode[] = [];
  let text = '';
  const close = () => {
    const indent = indentOf(text);
    const style = indent > 0 ? ({ '--in': indent } as CSSProperties) : undefined;
    lines.push(
      <span key={lines.length} className="ln" style={style}>
        {parts}
      </span>,
    );
    parts = [];
    text = '';
  };
  const add = (piece: string, kind: TokenKind | undefined) => {
    if (piece === '') return;
    text += piece;
    parts.push(
      kind ? (
        <span key={parts.length} className={`tk-${kind}`}>
          {piece}
        </span>
      ) : (
        piece
      ),
    );
  };
  for (const { text: run, kind } of segments) {
    const pieces = run.split('\n');
    pieces.forEach((piece, i) => {
      add(piece, kind);
      if (i < pieces.length - 1) {
        // The newline stays plain text at the end of its line.
        parts.push('\n');
        text += '\n';
        close();
      }
    });
  }
  if (parts.length > 0) close();
  return lines;
}
