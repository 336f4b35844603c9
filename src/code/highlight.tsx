// Only the core and the grammars we use: the package's main entry also bundles markup, CSS and JS.
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-c';
import 'prismjs/components/prism-bash';
import { codeLanguages, isCodeLanguage } from '../schema/languages.ts';

type Token = string | Prism.Token;

/**
 * Punctuation and operators are drawn in the base text colour, so they stay plain text: a span for
 * every `;` and `(` would double the page's element count and its layout time on a cheap phone.
 */
const PLAIN = new Set(['punctuation', 'operator']);

function render(tokens: Token[] | Token, key = 'k'): React.ReactNode {
  if (typeof tokens === 'string') return tokens;
  if (Array.isArray(tokens)) return tokens.map((t, i) => render(t, `${key}-${i}`));
  if (PLAIN.has(tokens.type) && typeof tokens.content === 'string') return tokens.content;
  const alias = Array.isArray(tokens.alias) ? tokens.alias.join(' ') : (tokens.alias ?? '');
  return (
    <span key={key} className={`token ${tokens.type} ${alias}`.trim()}>
      {render(tokens.content, key)}
    </span>
  );
}

/**
 * Highlights code with Prism's tokenizer and builds React elements from the tokens, so code from
 * YAML never passes through innerHTML.
 */
export function highlight(code: string, language: string): React.ReactNode {
  const grammarName = isCodeLanguage(language) ? codeLanguages[language] : null;
  const grammar = grammarName ? Prism.languages[grammarName] : undefined;
  if (!grammar) return code;
  return render(Prism.tokenize(code, grammar));
}
