import {
  blockIndicator,
  implicitKeyCodes,
  problem,
  shape,
  type Context,
  type Diagnosis,
} from './yamlLines.ts';

/**
 * Explanations of YAML errors that come from what is written on one line: a missing space after a
 * colon, a repeated key, and text that YAML reads as something else unless it is in quotes.
 */

/** `key: "value"`, as the editor should write it; long values are shortened for the message. */
function quotedFix(label: string, value: string): string {
  const shown = value.length > 50 ? `${value.slice(0, 40)}…` : value;
  const quote = value.includes('"') && !value.includes("'") ? `'${shown}'` : JSON.stringify(shown);
  return `${label} ${quote}`;
}

function quoteValue(lines: string[], index: number): void {
  const s = shape(lines[index]!);
  if (s.valueColumn === undefined || s.value === undefined) return;
  lines[index] = lines[index]!.slice(0, s.valueColumn) + JSON.stringify(s.value);
}

/** `title:Loops`: without the space YAML reads one long word, not a key and its value. */
export function gluedColon({ code, lines, index }: Context): Diagnosis | undefined {
  const glued = /^(\s*(?:-\s+)?)([A-Za-z_][\w-]*):(?=[^\s/])(.*)$/.exec(lines[index] ?? '');
  if (!glued || code === 'DUPLICATE_KEY') return undefined;
  const [, lead = '', key = '', rest = ''] = glued;
  return problem(
    index,
    lead.length + 1,
    `this key needs a space after the colon: write '${key}: ${rest}' instead of '${key}:${rest}'`,
    (l) => (l[index] = `${lead}${key}: ${rest}`),
  );
}

/** The same key twice in one block: say where the first one is, in the same block. */
export function duplicateKey({ code, lines, index, here, inside }: Context): Diagnosis | undefined {
  if (code !== 'DUPLICATE_KEY') return undefined;
  const key = here.key ?? '?';
  let first: number | undefined;
  // Up to the start of this block (its '- ' line), or to a line further left: never into the block before.
  for (let i = index - 1; i >= 0 && first === undefined; i--) {
    if (inside.has(i) || lines[i]!.trim() === '' || lines[i]!.trim().startsWith('#')) continue;
    const above = shape(lines[i]!);
    if (above.keyColumn < here.keyColumn) break;
    if (above.keyColumn === here.keyColumn && above.key === key) first = i + 1;
    if (above.dash && above.keyColumn === here.keyColumn) break;
  }
  return problem(
    index,
    here.keyColumn + 1,
    `the key '${key}' appears twice in the same place${first ? ` (first on line ${first})` : ''}: keep one of them`,
    (l) => (l[index] = l[index]!.replace(`${key}:`, `${key}-repeated:`)),
  );
}

/** Text after `key: ` (or after `- `) that YAML reads as something other than text. */
export function textNeedsQuotes({ code, words, index, here }: Context): Diagnosis | undefined {
  const value = here.value;
  if (!value || here.valueColumn === undefined || blockIndicator.test(value)) return undefined;
  const label = here.key !== undefined ? `${here.key}:` : '-';
  const repair = (l: string[]) => quoteValue(l, index);
  const column = here.valueColumn + 1;
  const first = value[0]!;
  const quoted = first === '"' || first === "'";
  const say = (message: string) => problem(index, column, message, repair);
  if (quoted && code === 'UNEXPECTED_TOKEN') {
    const other = first === '"' ? `'${value.replace(/'/g, "''")}'` : JSON.stringify(value);
    return say(
      `this text starts with a quote, so YAML ends it at the next quote: put the whole text in quotes of the other kind, like ${label} ${other}`,
    );
  }
  if (!quoted && implicitKeyCodes.has(code) && value.includes(': '))
    return say(
      `text that contains ': ' must be in quotes, or YAML reads it as another key: write ${quotedFix(label, value)}`,
    );
  if ('@`*&'.includes(first) && (code === 'BAD_SCALAR_START' || /alias|anchor/i.test(words)))
    return say(`text cannot start with '${first}' unless it is in quotes: write ${quotedFix(label, value)}`);
  if (first === '!' && code === 'TAG_RESOLVE_FAILED')
    return say(
      `text cannot start with '!' unless it is in quotes ('${value.split(' ')[0]}' means something else in YAML): write ${quotedFix(label, value)}`,
    );
  if ((first === '[' || first === '{') && code === 'UNEXPECTED_TOKEN')
    return say(
      `text that starts with '${first}' is read as ${first === '[' ? 'a list' : 'a group of keys'}: put the whole text in quotes, like ${quotedFix(label, value)}`,
    );
  return undefined;
}

/** A quote that is opened and never closed: point at the line where it opens. */
export function unclosedQuote({ code, words, lines, index }: Context): Diagnosis | undefined {
  if (code !== 'MISSING_CHAR' || !/quote/i.test(words)) return undefined;
  for (let i = index; i >= 0; i--) {
    const t = shape(lines[i]!);
    const q = t.value?.[0];
    if ((q === '"' || q === "'") && t.valueColumn !== undefined)
      return problem(
        i,
        t.valueColumn + 1,
        `the quote (${q}) that starts this text is never closed: add ${q} at the end of the text`,
        (l) => (l[i] = l[i]!.trimEnd() + q),
      );
  }
  return undefined;
}
