/**
 * A tokenizer that keeps C. Generic search tokenizers split on punctuation and so throw away the
 * very things a C student looks for: `->`, `%zu`, `&&`, `#include`, `'\0'`, `**`. This one reads a
 * text as C would (character constants, printf conversions, preprocessor directives, identifiers,
 * numbers, operators) and keeps each of them whole; prose reads as words, since words are
 * identifiers to it. The index (built at build time) and the search box use the same function, so a
 * query is cut exactly as the text it must match was.
 */

const patterns = [
  // Character constants: 'a', '\0', '\n', '\x41'.
  String.raw`'(?:\\[^'\s]{1,3}|[^'\\\s])'`,
  // printf and scanf conversions: %d, %zu, %5.2f, %-10s, %lld, %%. (No space flag: `a % b` is not one.)
  String.raw`%[-+#0]*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|z|j|t)?[diouxXeEfFgGaAcspn%]`,
  // Preprocessor directives: #include, #define, # include.
  String.raw`#\s*[A-Za-z_]\w*`,
  // Header names keep their .h (stdio.h); other identifiers, keywords and words (size_t, fseek).
  String.raw`[A-Za-z_]\w*(?:\.h\b)?`,
  // Numbers: 0x1F, 42, 3.14, 1e-9, 10UL.
  String.raw`0[xX][\da-fA-F]+[uUlL]*|\d+(?:\.\d+)?(?:[eE][-+]?\d+)?[uUlLfF]*`,
  // Operators, longest first: ->, ++, &&, **, <<=, !=, then the single characters that mean something.
  String.raw`->|\+\+|--|&&|\|\||\*\*|<<=?|>>=?|[=!<>+\-*/%&|^]=|[*&|^~!<>=+\-/%?]`,
];
const TOKEN = new RegExp(patterns.join('|'), 'g');

/** Words too common to tell sections apart. None of them is a C keyword (`for`, `if`, `do` stay). */
const STOP_WORDS = new Set(
  'a an and are as at be by from in is it its of on or that the this to with'.split(' '),
);

/** Every C token and word of a text, in order, as written. */
export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** Where each match of the query's terms is in a text: `[start, end)` offsets, in order. */
export function matchSpans(text: string, terms: ReadonlySet<string>): [number, number][] {
  const spans: [number, number][] = [];
  for (const m of text.matchAll(TOKEN)) {
    const term = normalize(m[0]);
    if (term !== null && terms.has(term)) spans.push([m.index, m.index + m[0].length]);
  }
  return spans;
}

/** Whether a token is a word (or identifier), which may match by prefix or with a typo. */
export const isWord = (token: string): boolean => /^[a-z_]/i.test(token);

/**
 * How a token is stored and looked up: words in lower case (FILE and file are one), `# include` as
 * `#include`; conversions keep their case (%x and %X differ). Common English words are dropped.
 */
export function normalize(token: string): string | null {
  if (token.startsWith('#')) return token.replace(/\s+/g, '').toLowerCase();
  if (!isWord(token)) return token;
  const word = token.toLowerCase();
  return STOP_WORDS.has(word) ? null : word;
}

/** The normalized terms of a query, as the index holds them. */
export function queryTerms(query: string): string[] {
  return tokenize(query)
    .map(normalize)
    .filter((t): t is string => t !== null);
}
