import { z } from 'zod';

/**
 * Mistakes that YAML accepts and the page would show wrongly, written as patterns so that the same
 * definition rejects them in `npm run validate` (zod) and in the editor (the generated JSON Schema).
 * Each pattern is one regular expression (JSON Schema has one `pattern` a field), made of negative
 * lookaheads; src/content/textProblems.ts says which mistake it found, and where, in plain English.
 */

/** Control characters other than tab, line feed and carriage return ("\0" inside double quotes). */
export const CONTROL = '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]';

/**
 * Everything before a code span or link, read the way the inline parser reads it (src/inline/parse.ts):
 * text, whole code spans, and a backtick that opens nothing.
 */
const BEFORE = '(?:[^`]|`[^`]+`|`(?=`|[^`]*$))*?';

/** `[text](pointers.yaml)`: a link the page cannot open, which it shows as plain text. */
const RELATIVE_LINK = `${BEFORE}\\[[^\\]]+\\]\\((?!\\/(?!\\/)|#|https?:|mailto:)[^)\\s]+\\)`;

/** `` `Maximum: ` ``: spaces at either end of inline code, which the page does not show. */
const SPACED_CODE = `${BEFORE}\`(?:\\s[^\`]*|[^\`]*\\s)\``;

/** The message zod gives for inline text; src/content/explain.ts replaces it with the exact problem. */
export const INLINE_TEXT_PROBLEM =
  'holds a link the page cannot open, inline code with a space at one end, or an invisible control character';

/** Inline Markdown an editor writes, as a pattern: no relative link, no spaced code, no control character. */
export const INLINE_TEXT = new RegExp(`^(?![\\s\\S]*${CONTROL})(?!${RELATIVE_LINK})(?!${SPACED_CODE})`);

/**
 * A program folded onto one line: written after `code:` without `|`, YAML joins its lines with spaces
 * (and a `#include` on the first line is read as a comment and lost). Three signs: a `#include` after
 * something else on its line, something after a `#include`'s header name, or a single line with a body
 * in braces after `)` holding two statements (`int main(void) { puts("Hi"); return 0; }`; neither an
 * initialiser such as `int a[2] = {1, 2};` nor a one-statement body is one). Code written over several
 * lines without `|` and without these signs is found by how it was written (src/content/checks.ts).
 */
const FOLDED = [
  '[\\s\\S]*\\S[ \\t]*#[ \\t]*include\\b',
  '[\\s\\S]*#[ \\t]*include[ \\t]*(?:<[^>\\n]*>|"[^"\\n]*")[ \\t]*[^\\s/]',
  '[^\\n]*\\)[ \\t]*\\{[^\\n]*;[^\\n]*;[^\\n]*\\n?$',
];

/** The message zod gives for program text; src/content/explain.ts replaces it with the exact problem. */
export const PROGRAM_TEXT_PROBLEM =
  "is a program folded onto one line, or holds an invisible control character: write it after '|'";

/** Program text as a pattern: not folded onto one line, no control character. */
export const PROGRAM_TEXT = new RegExp(
  `^(?![\\s\\S]*${CONTROL})${FOLDED.map((sign) => `(?!${sign})`).join('')}`,
);

/** What yaml-language-server shows when a pattern fails (its `patternErrorMessage` extension). */
const INLINE_HELP =
  "Check this text: a link to a lesson starts with '/' (/unit2/pointers), inline code has no space at either end, and \\0 inside double quotes is an invisible character. npm run validate names the exact problem.";
const PROGRAM_HELP =
  "Write code after '|', on the lines under the key, indented further than it: without '|' YAML joins the lines into one (and reads a #include on the key's line as a comment). npm run validate names the exact problem.";

/**
 * Text an editor writes. Supports a small, safe subset of Markdown: `code`, **bold**, *italic*
 * and [links](/unit1/basics). It is rendered as React elements, never as raw HTML.
 */
export const inlineText = z
  .string()
  .min(1, 'is empty: write some text here or remove the field')
  .regex(INLINE_TEXT, INLINE_TEXT_PROBLEM)
  .meta({ patternErrorMessage: INLINE_HELP });

/** Text that may hold several paragraphs, separated by a blank line. */
export const richText = inlineText;

/** A table cell: inline Markdown like `inlineText`, but it may be empty. */
export const cellText = z
  .string()
  .regex(INLINE_TEXT, INLINE_TEXT_PROBLEM)
  .meta({ patternErrorMessage: INLINE_HELP });

/**
 * C code (or commands) written after `|`: a program, a fragment, a starter or a fix. `empty` is the
 * message for an empty value; without it, an empty value is allowed.
 */
export function programText(empty?: string) {
  const text = empty === undefined ? z.string() : z.string().min(1, empty);
  return text.regex(PROGRAM_TEXT, PROGRAM_TEXT_PROBLEM).meta({ patternErrorMessage: PROGRAM_HELP });
}

/** The message zod gives for a control character in exact text; the load stage reports it first. */
export const CONTROL_PROBLEM =
  "holds an invisible control character (such as '\\0' inside double quotes): remove it";

/** Text without the control characters of `characters`, as zod and the JSON Schema check it. */
function withoutControl(text: z.ZodString, characters: string) {
  return text.regex(new RegExp(`^(?![\\s\\S]*${characters})`), CONTROL_PROBLEM).meta({
    patternErrorMessage:
      'This text holds an invisible control character: inside double quotes, \\0 (and \\a, \\b, \\x01, …) is one. Write it in single quotes, or remove it.',
  });
}

/**
 * Text kept exactly as written: a program's input or output, a quiz's answer, a mutant's name. Any
 * characters but invisible control ones. `empty` is the message for an empty value, if one is wrong.
 */
export function exactText(empty?: string) {
  return withoutControl(empty === undefined ? z.string() : z.string().min(1, empty), CONTROL);
}

/** Control characters but C's white space `\v` and `\f`, which a program's input may hold on purpose. */
export const INPUT_CONTROL = '[\\u0000-\\u0008\\u000E-\\u001F\\u007F]';

/**
 * What a program reads: exact text, where `\v` and `\f` are allowed because a test may check that a
 * program treats them as `isspace` does. Other control characters are still a mistake.
 */
export function programInput() {
  return withoutControl(z.string(), INPUT_CONTROL);
}

/** A route of this site, such as `/unit1/basics`. */
export const routePath = z
  .string()
  .regex(/^\/[a-z0-9-]+\/[a-z0-9-]+$/, 'must be a lesson route such as /unit1/basics');
