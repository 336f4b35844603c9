// Only the core and the grammars of src/schema/languages.ts: the package's main entry also bundles
// markup, CSS and JS. This module loads on use (see highlighter.tsx), so every grammar comes with it.
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-c';
import 'prismjs/components/prism-bash';
import { Fragment } from 'react';
import { codeLanguages, isCodeLanguage } from '../schema/languages.ts';
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
 * A span only where the colour changes: uncoloured tokens (punctuation, operators, names) stay plain
 * text, since a span for every `;` and `(` would double the page's element count and its layout
 * time on a cheap phone.
 */
function render(tokens: Token[] | Token, outer: TokenKind | undefined, key = 'k'): React.ReactNode {
  if (typeof tokens === 'string') return tokens;
  if (Array.isArray(tokens)) return tokens.map((t, i) => render(t, outer, `${key}-${i}`));
  const kind = kindOf(tokens);
  const inner = render(tokens.content, kind ?? outer, key);
  if (!kind || kind === outer) return <Fragment key={key}>{inner}</Fragment>;
  return (
    <span key={key} className={`tk-${kind}`}>
      {inner}
    </span>
  );
}

/**
 * Highlights code with Prism's tokenizer and builds React elements from the tokens, coloured by kind
 * (see palette.ts), so code from YAML never passes through innerHTML.
 */
export function highlight(code: string, language: string): React.ReactNode {
  const grammarName = isCodeLanguage(language) ? codeLanguages[language] : null;
  const grammar = grammarName ? Prism.languages[grammarName] : undefined;
  if (!grammar) return code;
  return render(Prism.tokenize(code, grammar), undefined);
}
