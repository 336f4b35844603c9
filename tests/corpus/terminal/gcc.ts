/**
 * The gcc side of the terminal corpus (`tests/corpus/terminal/`): each program built by gcc with the
 * flags the site shows, run under a pseudo-terminal (`pty.py`, on python3's pseudo-terminals)
 * while the case's keys are typed, as a person types them. What the terminal showed is what the
 * browser's live terminal must show.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { terminalCases, type Step, type TerminalCase } from './cases.ts';
import { eachInPool } from '../../../scripts/lib/pool.ts';

const run = promisify(execFile);
export const CORPUS_DIR = 'tests/corpus/terminal';
const DRIVER = join(import.meta.dirname, 'pty.py');

/** One corpus program: its source and the keys its student presses. */
export interface TerminalProgram {
  name: TerminalCase;
  code: string;
  steps: readonly Step[];
}

/** What a terminal showed while the program ran, line ends as `\n`, and the status a shell reports. */
export interface Transcript {
  shown: string;
  status: number;
}

export const terminalPrograms = (): TerminalProgram[] =>
  (Object.keys(terminalCases) as TerminalCase[]).map((name) => ({
    name,
    code: readFileSync(join(CORPUS_DIR, `${name}.c`), 'utf8'),
    steps: terminalCases[name],
  }));

/**
 * A terminal's `\r\n` (the tty turns each newline the program writes, and the echo of Enter, into
 * carriage return and line feed) is the page's `\n`; nothing else is changed.
 */
export const terminalText = (raw: string) => raw.replace(/\r\n/g, '\n');

/** Builds the program with gcc (warnings are errors) and runs it under a pseudo-terminal. */
async function transcriptOf(program: TerminalProgram, dir: string): Promise<Transcript> {
  const exe = join(dir, program.name);
  const source = join(dir, `${program.name}.c`);
  writeFileSync(source, program.code);
  const failed = (what: string) => (error: Error & { stderr?: string }) => {
    throw new Error(`${program.name}.c ${what}:\n${error.stderr || error.message}`);
  };
  await run('gcc', ['-std=c11', '-Wall', '-Wextra', '-pedantic', '-Werror', '-o', exe, source]).catch(
    failed('does not build with gcc'),
  );
  const driver = run('python3', [DRIVER, exe]);
  driver.child.stdin!.end(JSON.stringify(program.steps));
  const { stdout } = await driver.catch(failed('did not run to its end under a pseudo-terminal'));
  const result = JSON.parse(stdout) as Transcript;
  return { shown: terminalText(result.shown), status: result.status };
}

/** gcc's pseudo-terminal transcript of every program, by name. */
export async function gccTranscripts(programs: TerminalProgram[]): Promise<Map<TerminalCase, Transcript>> {
  const dir = mkdtempSync(join(tmpdir(), 'terminal-corpus-'));
  const found = new Map<TerminalCase, Transcript>();
  try {
    await eachInPool(programs, async (program) => {
      found.set(program.name, await transcriptOf(program, dir));
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return found;
}
