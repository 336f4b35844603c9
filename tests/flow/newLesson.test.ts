import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '../../scripts/new-lesson.ts';

/**
 * An editor follows docs/EDITING.md: adds a lesson with the command it documents, on a copy of the
 * project. Everything that reads the curriculum must stay green there: validate, the checks of the
 * real curriculum (tests/content), both sample checks for the new lesson, and the build with its
 * prerendered pages, sitemap and size budget. The unit tests of code run on a fixture course, so
 * a new lesson cannot touch them. The suite depends on no lesson: when the documented example has
 * already been followed (its lesson exists), it adds the same lesson under a title not yet taken.
 */

const root = process.cwd();
/** Left out of the copy: installed or generated, never part of what an editor changes. */
const NOT_COPIED = new Set(['node_modules', 'dist', '.git', 'reports', 'coverage', 'test-results']);
let copy: string;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'learn-c-new-lesson-flow-'));
  cpSync(root, copy, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(relative(root, source).split(/[\\/]/)[0] ?? ''),
  });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
});
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

interface Ran {
  command: string;
  code: number | null;
  output: string;
}

/** The address a deployed build is given, so that it writes a sitemap. */
const SITE_URL = 'https://learn-c.example.org';

/** Runs a command in the copy and collects everything it prints. */
function run(command: string, args: readonly string[]): Promise<Ran> {
  return new Promise((resolve) => {
    const env = { ...process.env, CI: '1', GITHUB_ACTIONS: '', SITE_URL };
    const child = spawn(command, args, { cwd: copy, env });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => resolve({ command: [command, ...args].join(' '), code, output }));
  });
}

/** Runs commands one after the other, stopping at the first that fails. */
async function inTurn(...commands: [string, ...string[]][]): Promise<Ran[]> {
  const done: Ran[] = [];
  for (const [command, ...args] of commands) {
    const result = await run(command, args);
    done.push(result);
    if (result.code !== 0) break;
  }
  return done;
}

/** The command docs/EDITING.md gives under "Adding a lesson", as words (quotes respected). */
function documentedCommand(): string[] {
  const doc = readFileSync(join(root, 'docs/EDITING.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Adding a lesson'));
  const line = /```sh\n(.+)\n```/.exec(section)?.[1];
  if (!line) throw new Error('docs/EDITING.md has no command under "## Adding a lesson"');
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
}

/**
 * The documented command, with a title no lesson of its unit has yet: "Dynamic Memory", or
 * "Dynamic Memory 2" once an editor has created the example lesson for real.
 */
function freshCommand(words: readonly string[]): string[] {
  const unitAt = words.indexOf('--') + 1;
  const unit = words[unitAt]!;
  const title = words.slice(unitAt + 1).join(' ');
  const taken = (t: string) => existsSync(join(copy, 'curriculum', unit, `${slugify(t)}.yaml`));
  let fresh = title;
  for (let n = 2; taken(fresh); n++) fresh = `${title} ${n}`;
  return [...words.slice(0, unitAt + 1), fresh];
}

const failed = (results: Ran[]) =>
  results
    .filter((r) => r.code !== 0)
    .map((r) => `${r.command} exited with ${r.code}:\n${r.output}`)
    .join('\n\n');

describe('adding a lesson as docs/EDITING.md says', () => {
  it('keeps everything that reads the curriculum green', async () => {
    const [command, ...args] = freshCommand(documentedCommand());
    expect(command).toBe('npm');
    const created = await run(command!, args);
    expect(created.code, created.output).toBe(0);
    const file = /Created (\S+)/.exec(created.output)?.[1];
    const route = /Its page is (\S+)\./.exec(created.output)?.[1];
    expect(file, created.output).toBeDefined();
    expect(route, created.output).toBeDefined();

    const results = (
      await Promise.all([
        inTurn(
          ['npm', 'run', 'validate'],
          ['npm', 'run', 'check:samples', '--', file!],
          ['npm', 'run', 'check:samples-wasm', '--', file!],
        ),
        inTurn(['npx', 'vitest', 'run', 'tests/content']),
        inTurn(['npm', 'run', 'build', '--', '--quiet'], ['npm', 'run', 'size']),
      ])
    ).flat();
    expect(failed(results)).toBe('');

    // The new page is prerendered with its title, and listed in the sitemap.
    const title = /^title: "?([^"\n]+)"?$/m.exec(readFileSync(join(copy, file!), 'utf8'))?.[1];
    const page = join(copy, 'dist', `${route!.slice(1)}.html`);
    expect(existsSync(page), `${page} was not written`).toBe(true);
    expect(readFileSync(page, 'utf8')).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(readFileSync(join(copy, 'dist', 'sitemap.xml'), 'utf8')).toContain(`${SITE_URL}${route}</loc>`);
  });
});
