// Only the core and the grammars of src/schema/languages.ts: the package's main entry also bundles
// markup, CSS and JS. This module loads on use (see highlighter.tsx), so every grammar comes with it.
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-c';
import 'prismjs/components/prism-bash';
import { codeLanguages, isCodeLanguage } from '../schema/languages.ts';
import { drawLines, type Segment } from './lines.tsx';
import type { TokenKind } from './palette.ts';

type Token = string | Prism.Token;

/** Prism's token names (and aliases) by the colour they get; anything else is drawn as plain text. */
const KIND: Record<string, TokenKind> = {
  comment: 'comment',
  prolog: 'comment',
  keyword: 'keyword',
  string: 'string',
  char: 'string',
  number: 'number',
  boolean: 'number',
  function: 'function',
  macro: 'macro',
  directive: 'macro',
  property: 'macro',
  'class-name': 'type',
};

const kindOf = (token: Prism.Token): TokenKind | undefined =>
  KIND[token.type] ??
  [token.alias ?? []].flat().reduce<TokenKind | undefined>((k, a) => k ?? KIND[a], undefined);

/**
 * The tokens as runs of one colour: uncoloured tokens (punctuation, operators, names) join the plain
 * text around them, since a span for every `;` and `(` would double the page's element count and its
 * layout time on a cheap phone.
 */
function flatten(tokens: Token[] | Token, outer: TokenKind | undefined, out: Segment[]): Segment[] {
  if (typeof tokens === 'string') {
    const last = out[out.length - 1];
    if (last && last.kind === outer) last.text += tokens;
    else out.push({ text: tokens, kind: outer });
  } else if (Array.isArray(tokens)) for (const t of tokens) flatten(t, outer, out);
  else flatten(tokens.content, kindOf(tokens) ?? outer, out);
  return out;
}

/**
 * Highlights code with Prism's tokenizer and builds React elements from the tokens, a line each and
 * coloured by kind (see palette.ts), so code from YAML never passes through innerHTML.
 */
export function highlight(code: string, language: string): React.ReactNode {
  const grammarName = isCodeLanguage(language) ? codeLanguages[language] : null;
  const grammar = grammarName ? Prism.languages[grammarName] : undefined;
  if (!grammar) return drawLines([{ text: code }]);
  return drawLines(flatten(Prism.tokenize(code, grammar), undefined, []));
}
