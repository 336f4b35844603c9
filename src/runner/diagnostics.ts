/**
 * Turns clang's and wasm-ld's messages into records the run panel can list and link to the editor.
 * The text stays clang's own: the panel shows what a student would see in a terminal.
 */
import type { Diagnostic, Severity } from './protocol.ts';

const LOCATED = /^(.+?):(\d+):(?:(\d+):)? (fatal error|error|warning|note|remark): (.*)$/;
const UNLOCATED = /^(?:(?:clang|wasm-ld|[\w.-]*ld): )?(fatal error|error|warning|note): (.*)$/;
const OPTION = / \[(-W[^\]]+)\]$/;
const SUMMARY = /^\d+ (?:warnings?|errors?)(?: and \d+ (?:warnings?|errors?))? generated\.$/;

const severityOf = (s: string): Severity =>
  s === 'warning' ? 'warning' : s === 'note' || s === 'remark' ? 'note' : 'error';

function withOption(message: string): { message: string; option?: string } {
  const m = OPTION.exec(message);
  if (!m) return { message };
  const option = m[1]!.split(',').find((o) => o !== '-Werror') ?? m[1]!;
  return { message: message.slice(0, m.index), option };
}

/**
 * Temporary object files (`/tmp/main-1a2b3c.o`) in linker messages, named after their source
 * (`main.o`) so a student recognises them.
 */
export function tidyCompilerOutput(text: string): string {
  return text.replace(/\/tmp\/([\w.-]+?)-[0-9a-f]{6}\.o\b/g, '$1.o');
}

/** Every diagnostic in the compiler's output, in order, with the lines that belong to each. */
export function parseDiagnostics(output: string): Diagnostic[] {
  const result: Diagnostic[] = [];
  let current: Diagnostic | undefined;
  for (const line of tidyCompilerOutput(output).split('\n')) {
    const located = LOCATED.exec(line);
    const unlocated = located ? null : UNLOCATED.exec(line);
    if (located) {
      const [, file, l, c, severity, text] = located;
      current = {
        severity: severityOf(severity!),
        ...withOption(text!),
        file: file!,
        line: Number(l),
        ...(c ? { column: Number(c) } : {}),
        context: [],
      };
      result.push(current);
    } else if (unlocated) {
      current = { severity: severityOf(unlocated[1]!), ...withOption(unlocated[2]!), context: [] };
      result.push(current);
    } else if (SUMMARY.test(line) || line.startsWith('In file included from ') || line.trim() === '') {
      if (SUMMARY.test(line)) current = undefined;
    } else if (current) {
      current.context.push(line);
    }
  }
  return result;
}

/** "2 errors and 1 warning", for the status line. */
export function countDiagnostics(diagnostics: readonly Diagnostic[]): string {
  const n = (severity: Severity) => diagnostics.filter((d) => d.severity === severity).length;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  const parts = [];
  if (n('error')) parts.push(plural(n('error'), 'error'));
  if (n('warning')) parts.push(plural(n('warning'), 'warning'));
  return parts.join(' and ') || 'no warnings';
}

/** Where a diagnostic points, as clang writes it: `main.c:4:12`. */
export function locationOf(d: Diagnostic): string {
  if (!d.file) return '';
  return [d.file, d.line, d.column].filter((p) => p !== undefined).join(':');
}
