/**
 * The terminal corpus: classic beginner programs that read what a student types (getchar loops,
 * K&R-style exercises about blanks and tabs, line readers, ungetc pushback, scanf prompts, fgets),
 * one `<name>.c` each, with the keys a student presses while it runs. Each is checked against gcc run
 * under a pseudo-terminal (`gcc.ts`, with `pty.py`), and in the browser's live terminal
 * (`tests/e2e/corpus.e2e.ts`): the two terminals must show the same text.
 *
 * A step is typed only once the program waits for input (what it printed so far is on screen):
 * - `type`: a line typed, then Enter (a tab in it is the Tab key);
 * - `paste`: a block of whole lines pasted at once, each ending in a newline;
 * - `end`: Ctrl+D, ending the input, after typing the unfinished line it holds (often empty).
 *   A terminal sends an unfinished line at the first Ctrl+D and ends input at the second; a student
 *   presses it twice there, once in the browser.
 */
export type Step = { type: string } | { paste: string } | { end: string };

export const terminalCases = {
  'count-chars': [{ type: 'hello' }, { type: 'world' }, { end: '' }],
  'count-lines': [{ paste: 'one\ntwo\nthree\n' }, { end: '' }],
  'word-count': [{ type: 'the quick brown fox' }, { type: '  jumps\tover  the' }, { end: '' }],
  'copy-input': [{ type: 'abc' }, { type: 'a line, copied' }, { end: '' }],
  'squeeze-blanks': [{ type: 'far    apart     words' }, { type: ' one' }, { end: '' }],
  'show-tabs': [{ type: 'a\tb\\c' }, { type: '\tindented' }, { end: '' }],
  detab: [{ type: 'ab\tc\td' }, { type: '\t\tx' }, { end: '' }],
  entab: [{ type: 'a       b   c' }, { type: '        eight' }, { end: '' }],
  'longest-line': [{ paste: 'short\na much longer line\nmiddle one\n' }, { end: '' }],
  'reverse-lines': [{ type: 'stressed' }, { type: 'drawer' }, { end: '' }],
  'word-per-line': [{ type: 'one two  three' }, { type: '\tfour' }, { end: '' }],
  'length-histogram': [{ type: 'a bb ccc bb a' }, { type: 'extraordinarily long' }, { end: '' }],
  'kinds-of-character': [{ type: 'abc 123\t45' }, { type: '9 lives' }, { end: '' }],
  'trim-trailing': [{ type: 'hi   ' }, { type: '' }, { type: 'there\t \t' }, { end: '' }],
  'fold-lines': [{ type: 'a line that is far too long to fit' }, { type: 'short' }, { end: '' }],
  'sum-numbers-ungetc': [{ type: 'I have 3 apples and 12 pears' }, { type: '100!' }, { end: '' }],
  'tokens-ungetc': [{ type: 'x1 = 42+foo' }, { type: 'end;' }, { end: '' }],
  'square-prompt': [{ type: '7' }],
  'add-two': [{ type: '3 4' }],
  'sum-until-eof': [{ type: '1 2' }, { type: '3' }, { end: '' }],
  menu: [{ type: '1' }, { type: '1' }, { type: '2' }, { type: '5' }, { type: '0' }],
  guess: [{ type: '50' }, { type: '30' }, { type: '42' }],
  'greet-fgets': [{ type: 'Ada Lovelace' }],
  'number-lines': [{ paste: 'alpha\nbeta\n' }, { type: 'gamma' }, { end: '' }],
  celsius: [{ type: '36.6' }],
  'upper-case': [{ type: 'Hello, World' }, { end: 'bye' }],
  vowels: [{ type: 'programming in C is fun' }],
  palindrome: [{ type: 'A man, a plan, a canal: Panama' }],
  average: [{ type: '80 90' }, { type: '70 -1' }],
  'blanks-tabs-newlines': [{ type: 'a\tb c' }, { type: '\t\t' }, { end: '' }],
  caesar: [{ paste: 'attack at dawn\nHELLO zebra\n' }, { end: '' }],
  'age-and-grade': [{ type: '20' }, { type: 'A' }],
  'positive-or-error': [{ type: '-5' }],
  'stderr-before-prompt': [{ type: '3' }],
  'scanf-then-fgets': [{ type: '20' }],
  'utf8-bytes': [{ type: 'café' }, { type: 'naïve' }, { end: '' }],
  'phone-format': [{ type: '(404) 817-6900' }],
  brackets: [
    { paste: 'int main(void) {\n    int a[2] = {0};\n    return a[(0)];\n' },
    { type: '}' },
    { end: '' },
  ],
  'stop-at-period': [{ type: 'no more. after this' }],
  'press-enter': [{ type: '' }],
  'clear-rest-of-line': [{ type: '12 and some words' }, { type: '7' }],
  'char-twice': [{ type: 'x' }],
  'two-lists': [{ type: '1 2' }, { end: '' }, { type: '30' }, { end: '' }],
} as const satisfies Record<string, readonly Step[]>;

export type TerminalCase = keyof typeof terminalCases;
