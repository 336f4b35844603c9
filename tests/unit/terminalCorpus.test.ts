import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR, gccTranscripts, terminalPrograms } from '../corpus/terminal/gcc.ts';
import { terminalCases } from '../corpus/terminal/cases.ts';

/**
 * The gcc side of the terminal corpus: the pseudo-terminal shows what a person at a Linux terminal
 * sees. The browser test (tests/e2e/corpus.e2e.ts) holds the page to these transcripts, so they
 * must be a real terminal's, not an echo-less pipe's.
 */
describe('the terminal corpus', () => {
  it('has a program for every case and a case for every program', () => {
    const files = readdirSync(CORPUS_DIR).filter((f) => f.endsWith('.c'));
    expect(files.map((f) => f.slice(0, -2)).sort()).toEqual(Object.keys(terminalCases).sort());
  });

  it('types each step once the program waits, as a terminal shows it: prompts, echo, Ctrl+D', async () => {
    const pick = (names: string[]) => terminalPrograms().filter((p) => names.includes(p.name));
    const shown = await gccTranscripts(
      pick(['square-prompt', 'number-lines', 'upper-case', 'show-tabs', 'positive-or-error']),
    );
    // The prompt (no newline) is on screen before the typed line's echo; the status is a shell's.
    expect(shown.get('square-prompt')).toEqual({ shown: 'Enter a number: 7\n7 squared is 49\n', status: 0 });
    // A pasted block is echoed whole before the program answers its first line.
    expect(shown.get('number-lines')?.shown).toBe(
      'alpha\nbeta\n  1  alpha\n  2  beta\ngamma\n  3  gamma\n(3 lines)\n',
    );
    // Ctrl+D after an unfinished line sends it; the second ends input; neither is echoed.
    expect(shown.get('upper-case')?.shown).toBe('Hello, World\nHELLO, WORLD\nbyeBYE');
    // A typed tab is echoed as a tab.
    expect(shown.get('show-tabs')?.shown).toBe('a\tb\\c\na\\tb\\\\c\n\tindented\n\\tindented\n');
    // What the program writes to stderr is on the terminal too, in order.
    expect(shown.get('positive-or-error')).toEqual({
      shown: 'A positive number: -5\nerror: not a positive number\n',
      status: 2,
    });
  }, 60_000);
});
