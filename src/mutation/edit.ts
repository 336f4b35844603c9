/** What an operator produces: one text edit of the solution, and how to show it. */
import type { Range } from './syntax.ts';

/** The kinds of mistake, as a report names them. */
export type OperatorName =
  | 'relational operator'
  | 'arithmetic operator'
  | 'increment'
  | 'bitwise operator'
  | 'logical operator'
  | 'condition dropped'
  | 'negated condition'
  | 'condition removed'
  | '! removed'
  | '= for =='
  | 'constant off by one'
  | 'statement removed'
  | 'else branch removed'
  | 'integer division'
  | 'cast removed'
  | 'library call swapped'
  | 'strcmp sign'
  | 'indices swapped';

/** One mutation: replace `from`–`to` of the source with `text`. */
export interface Edit extends Range {
  operator: OperatorName;
  text: string;
  /** The stretch of source a person is shown (it contains the edit): `i < n` rather than `<`. */
  show: Range;
  /** A removal is described as "… removed" rather than "… → …". */
  removal?: boolean;
}
