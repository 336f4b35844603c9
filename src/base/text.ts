/** Text helpers for the checks' messages: quoting output, showing where two outputs differ, reports. */

/** The first `n` lines of a compiler's or sanitizer's report, each indented to sit under a message. */
export const firstLines = (text: string, n = 6, indent = '      ') =>
  text
    .trim()
    .split('\n')
    .slice(0, n)
    .map((l) => `${indent}${l}`)
    .join('\n');

const MAX_SHOWN = 300;

/** An output as messages quote it: one line, escapes visible, long ones cut. */
export const quote = (text: string) => {
  const json = JSON.stringify(text);
  return json.length > MAX_SHOWN ? `${json.slice(0, MAX_SHOWN)}…" (${text.length} characters)` : json;
};

/** The first line two outputs differ on, as `line 2: "a" here, "b" there`. */
export function firstDifference(a: string, b: string, here: string, there: string): string {
  const x = a.split('\n');
  const y = b.split('\n');
  const i = x.findIndex((line, n) => line !== y[n]);
  const n = i >= 0 ? i : x.length;
  return `line ${n + 1}: ${quote(x[n] ?? '')} ${here}, ${quote(y[n] ?? '')} ${there}`;
}
