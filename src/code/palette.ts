import { colors } from '../theme/tokens.ts';

/**
 * The colour of each kind of C token. One table for the highlighted view (Prism) and the editor
 * (CodeMirror), so a sample keeps its colours when a student starts editing it.
 */
export const tokenColours = {
  comment: colors.codeComment,
  keyword: colors.codeKeyword,
  string: colors.codeString,
  number: colors.codeNumber,
  function: colors.codeFunction,
  macro: colors.codeMacro,
  type: colors.codeType,
} as const;

export type TokenKind = keyof typeof tokenColours;
