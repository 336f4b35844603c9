/**
 * Editing the terminal's one-line input field by hand, where the browser's own editing would do the
 * wrong thing: Tab (which would move focus) and a paste of several lines (which a single-line field
 * would flatten into one, joined by spaces).
 */

/** The field's text with `text` typed over the selection from `start` to `end`, and the caret after it. */
export function typeAt(value: string, start: number, end: number, text: string) {
  return { value: value.slice(0, start) + text + value.slice(end), caret: start + text.length };
}

/**
 * A paste holding line breaks, as a terminal takes it: every complete line is sent as though Enter
 * were pressed after it (the program reads them one at a time), and what follows the last break
 * stays in the field, with the text that was after the selection, the caret between the two.
 */
export function pasteLines(value: string, start: number, end: number, pasted: string) {
  const tail = value.slice(end);
  const parts = (value.slice(0, start) + pasted.replace(/\r\n?/g, '\n') + tail).split('\n');
  const rest = parts.pop()!;
  return { lines: parts.map((part) => `${part}\n`), value: rest, caret: rest.length - tail.length };
}
