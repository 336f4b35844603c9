// Only the core and the grammars we use: the package's main entry also bundles markup, CSS and JS.
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-c';
import 'prismjs/components/prism-bash';
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

/** A run of text and the colour it is drawn in. */
interface Piece {
  text: string;
  kind: TokenKind | undefined;
}

/** Flattens Prism's token tree into pieces, each coloured as its innermost coloured token. */
function flatten(tokens: Token[] | Token, kind: TokenKind | undefined, out: Piece[]): Piece[] {
  if (typeof tokens === 'string') out.push({ text: tokens, kind });
  else if (Array.isArray(tokens)) tokens.forEach((t) => flatten(t, kind, out));
  else flatten(tokens.content as Token[] | Token, kindOf(tokens) ?? kind, out);
  return out;
}

/**
 * Highlights code with Prism's tokenizer and returns it line by line as React elements (each line
 * with its own "\n"), so the view can number lines and code from YAML never passes through
 * innerHTML. Uncoloured text stays plain text: a span for every `;` and `(` would double the page's
 * element count and its layout time on a cheap phone.
 */
export function highlightLines(code: string, language: string): React.ReactNode[][] {
  const grammarName = isCodeLanguage(language) ? codeLanguages[language] : null;
  const grammar = grammarName ? Prism.languages[grammarName] : undefined;
  const pieces = grammar
    ? flatten(Prism.tokenize(code, grammar), undefined, [])
    : [{ text: code, kind: undefined }];
  const lines: React.ReactNode[][] = [[]];
  let key = 0;
  for (const { text, kind } of pieces) {
    for (const part of text.split(/(?<=\n)/)) {
      if (part === '') continue;
      lines[lines.length - 1]!.push(
        kind ? (
          <span key={key++} className={`tk-${kind}`}>
            {part}
          </span>
        ) : (
          part
        ),
      );
      if (part.endsWith('\n')) lines.push([]);
    }
  }
  // The text after the final "\n" is an empty last line: not a line of the program.
  if (lines.length > 1 && lines[lines.length - 1]!.length === 0) lines.pop();
  return lines;
}
