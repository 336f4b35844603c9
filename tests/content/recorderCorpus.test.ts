/**
 * The recorder's corpus (tests/corpus/recorder/): small programs of the kind a student of the course
 * writes, each recorded in Node with the browser's compile and run code (src/runner/record/), and
 * checked against the values its `expect.json` says must appear at given steps. The expectations
 * were written by reasoning about the C program, not copied from a recording (README.md there
 * describes the format), so a wrong value the recorder shows is caught here, not taken on trust.
 * Each program is also built by gcc with warnings as errors and run under its address, leak and
 * undefined-behaviour sanitizers, and must print what its expect.json says.
 *
 * Where the recorder still cannot show what C says, the check is listed in KNOWN_GAPS with the
 * reason, and the test checks it still fails (an entry that starts passing must be removed): the
 * expectation itself stays right.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNodeToolchain } from '../../src/runner/build/node.ts';
import { compileForRecording, recordProgram, type Recording } from '../../src/runner/record/record.ts';
import type { Toolchain } from '../../src/runner/toolchain/toolchain.ts';
import type { Step, Value } from '../../src/trace/schema.ts';

/** Checks the recorder cannot pass yet, by `program: check`, and why. */
const KNOWN_GAPS: Record<string, string> = {
  // none today
};

const CORPUS = 'tests/corpus/recorder';

/**
 * Which step: the `nth` time (1 = first) a step matches all of the given line (in `file`, else in
 * any file), newest function `in`, number of frames of a function (`depth`), and being the first
 * step of a call (`entry`: with `in`, `nth` then counts calls of it); or the `end` of the run.
 */
interface At {
  line?: number;
  file?: string;
  in?: string;
  depth?: Record<string, number>;
  entry?: true;
  nth?: number;
  end?: true;
}

interface Check {
  name: string;
  at: At;
  /** No step is like that (a line that is never a step of its own, a call that never happens). */
  absent?: true;
  /** The call stack, oldest first; `(library)` for C library code between two functions. */
  stack?: string[];
  /** Variables by frame: `fact` is the newest frame of fact, `fact#1` its oldest, `fact#2` the next. */
  frames?: Record<string, Record<string, unknown>>;
  /** Globals by name; a static local as `name@function`. */
  globals?: Record<string, unknown>;
  /** Every heap block shown at the step, in order, with the fields given. */
  heap?: { size?: number; freed?: boolean; from?: number; value?: unknown }[];
  /** What the program had printed before the step. */
  output?: string;
  /** The value the newest frame is returning (at its closing brace). */
  returns?: unknown;
}

interface Expectations {
  /** Everything the program prints (its stdin is input.txt, when there is one). */
  output: string;
  exit?: number;
  checks: Check[];
}

interface Program {
  name: string;
  files: { name: string; code: string }[];
  stdin: string;
  expect: Expectations;
}

function loadCorpus(): Program[] {
  return readdirSync(CORPUS, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => {
      const dir = join(CORPUS, d.name);
      const files = readdirSync(dir)
        .filter((f) => f.endsWith('.c') || f.endsWith('.h'))
        .sort()
        .map((f) => ({ name: f, code: readFileSync(join(dir, f), 'utf8') }));
      const input = join(dir, 'input.txt');
      return {
        name: d.name,
        files,
        stdin: existsSync(input) ? readFileSync(input, 'utf8') : '',
        expect: JSON.parse(readFileSync(join(dir, 'expect.json'), 'utf8')) as Expectations,
      };
    });
}

/**
 * A value in the form expect.json writes it: numbers, chars, enums as their text; arrays as lists;
 * structs and unions as objects of their members; a pointer as `-> ` and what it points at (`-> x in
 * main`, `-> add()`, `-> "hi"` for a string literal), `NULL`, or `?` when unset.
 */
function plain(v: Value | undefined): unknown {
  if (v === undefined || typeof v === 'string') return v;
  switch (v.kind) {
    case 'array':
      return v.items.map(plain);
    case 'struct':
    case 'union':
      return Object.fromEntries(v.fields.map((f) => [f.name, plain(f.value)]));
    case 'pointer': {
      const t = v.target;
      if (t.kind === 'object' || t.kind === 'dangling' || t.kind === 'unknown') return `-> ${t.label}`;
      if (t.kind === 'function') return `-> ${t.name}()`;
      if (t.kind === 'literal')
        return `-> "${t.items
          .filter((c) => c !== "'\\0'")
          .map((c) => (c.startsWith("'") ? c.slice(1, -1) : c))
          .join('')}"`;
      if (t.kind === 'file') return `-> FILE ${t.name}`;
      return v.text;
    }
    default:
      return v.text;
  }
}

/**
 * Where `actual` differs from `expected`, or null: objects need only the members expected lists,
 * arrays every element.
 */
function mismatch(actual: unknown, expected: unknown, path: string): string | null {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length)
      return `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
    for (let i = 0; i < expected.length; i++) {
      const m = mismatch(actual[i], expected[i], `${path}[${i}]`);
      if (m) return m;
    }
    return null;
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual))
      return `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
    for (const [key, want] of Object.entries(expected)) {
      const m = mismatch((actual as Record<string, unknown>)[key], want, `${path}.${key}`);
      if (m) return m;
    }
    return null;
  }
  return actual === expected
    ? null
    : `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
}

const functions = (step: Step) => step.frames.map((f) => f.function ?? '(library)');

function findStep(steps: Step[], at: At): Step | undefined {
  if (at.end) return steps.findLast((s) => s.line === null);
  const matching = steps.filter(
    (s, i) =>
      (!at.entry || s.frames.length > (steps[i - 1]?.frames.length ?? 0)) &&
      (at.line === undefined || s.line === at.line) &&
      (at.file === undefined || s.file === at.file) &&
      (at.in === undefined || s.frames.at(-1)?.function === at.in) &&
      Object.entries(at.depth ?? {}).every(([f, n]) => functions(s).filter((g) => g === f).length === n),
  );
  return matching[(at.nth ?? 1) - 1];
}

function describeAt(at: At): string {
  if (at.end) return 'the end';
  const parts = [
    at.line !== undefined ? `line ${at.line}${at.file ? ` of ${at.file}` : ''} is about to run` : 'a step',
    at.entry ? `entering ${at.in ?? 'a function'}` : at.in ? `in ${at.in}` : '',
    at.depth
      ? `with ${Object.entries(at.depth)
          .map(([f, n]) => `${n} frames of ${f}`)
          .join(', ')}`
      : '',
  ].filter(Boolean);
  return `time #${at.nth ?? 1} ${parts.join(' ')}`;
}

/** The frame a key names: `f` the newest of f, `f#1` the oldest, `f#2` the next. */
function frameOf(step: Step, key: string) {
  const [name, nth] = key.split('#') as [string, string | undefined];
  const of = step.frames.filter((f) => f.function === name);
  return nth === undefined ? of.at(-1) : of[Number(nth) - 1];
}

/** Every way a check differs from the recording (empty when it holds). */
function problems(recording: Recording, check: Check): string[] {
  const step = findStep(recording.steps, check.at);
  if (check.absent) return step ? [`a step where ${describeAt(check.at)}, which C says never comes`] : [];
  if (!step) return [`no step where ${describeAt(check.at)}`];
  const out: string[] = [];
  const add = (m: string | null) => m && out.push(m);
  if (check.stack) add(mismatch(functions(step), check.stack, 'call stack'));
  for (const [key, vars] of Object.entries(check.frames ?? {})) {
    const frame = frameOf(step, key);
    if (!frame || frame.function === null) {
      out.push(`no frame ${key} (the stack is ${functions(step).join(' > ')})`);
      continue;
    }
    for (const [name, want] of Object.entries(vars)) {
      const variable = frame.variables.find((v) => v.name === name);
      if (!variable) out.push(`${key}: no variable ${name}`);
      else add(mismatch(plain(variable.value), want, `${key}: ${name}`));
    }
  }
  for (const [key, want] of Object.entries(check.globals ?? {})) {
    const [name, scope] = key.split('@');
    const global = step.globals.find((g) => g.name === name && g.scope === scope);
    if (!global) out.push(`no global ${key}`);
    else add(mismatch(plain(global.value), want, `global ${key}`));
  }
  if (check.heap) {
    const blocks = step.heap.map((b) => ({
      size: b.size,
      freed: b.freed ?? false,
      from: b.from,
      value: plain(b.value),
    }));
    add(mismatch(blocks, check.heap, 'heap'));
  }
  if (check.output !== undefined)
    add(mismatch(recording.output.slice(0, step.output), check.output, 'output so far'));
  if ('returns' in check) {
    const top = step.frames.at(-1);
    add(mismatch(plain(top?.function ? top.returns : undefined), check.returns, 'returns'));
  }
  return out;
}

const programs = loadCorpus();

const run = promisify(execFile);

/**
 * The program as gcc builds it (warnings are errors) with AddressSanitizer (leaks included) and
 * UBSan stopping at the first undefined behaviour: what it prints and its status, so the corpus
 * holds only programs whose every value C defines, and its expected output is gcc's too.
 */
async function underGcc(program: Program): Promise<{ stdout: string; status: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'recorder-corpus-'));
  try {
    for (const f of program.files) writeFileSync(join(dir, f.name), f.code);
    const exe = join(dir, 'program');
    const sources = program.files.filter((f) => f.name.endsWith('.c')).map((f) => join(dir, f.name));
    await run('gcc', [
      ...['-std=c11', '-Wall', '-Wextra', '-pedantic', '-Werror', '-g'],
      ...['-fsanitize=address,undefined', '-fno-sanitize-recover=all', '-o', exe, ...sources],
    ]).catch((e: Error & { stderr?: string }) => {
      throw new Error(`${program.name} does not build cleanly with gcc:\n${e.stderr || e.message}`);
    });
    const child = run(exe, [], { env: { ...process.env, ASAN_OPTIONS: 'detect_leaks=1' } });
    // A program that reads none of its input may end before the input is written: the pipe then
    // breaks (EPIPE), which is the program's right, not a failure of the test.
    child.child.stdin!.on('error', () => undefined);
    child.child.stdin!.end(program.stdin);
    return await child.then(
      ({ stdout }) => ({ stdout, status: 0 }),
      (e: Error & { code?: number; stdout?: string; stderr?: string }) => {
        if (e.stderr) throw new Error(`${program.name} under gcc's sanitizers:\n${e.stderr}`);
        return { stdout: e.stdout ?? '', status: e.code ?? -1 };
      },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let toolchain: Toolchain;
beforeAll(async () => {
  toolchain = await loadNodeToolchain();
}, 120_000);

const recordings = new Map<string, Promise<Recording>>();
/** Each program is compiled and recorded once, however many checks it has. */
function recording(program: Program): Promise<Recording> {
  let r = recordings.get(program.name);
  if (!r) {
    r = (async () => {
      const build = await compileForRecording(toolchain, program.files);
      if (!build.plan || !build.compile.wasm) throw new Error(`${program.name}: ${build.compile.log}`);
      return recordProgram(build.compile.wasm, build.plan, { stdin: program.stdin, files: {} });
    })();
    recordings.set(program.name, r);
  }
  return r;
}

describe('the recorder on its corpus of programs', { timeout: 120_000 }, () => {
  it('has programs, and every known gap names a check of one', () => {
    expect(programs.length).toBeGreaterThanOrEqual(20);
    const names = programs.flatMap((p) => p.expect.checks.map((c) => `${p.name}: ${c.name}`));
    for (const gap of Object.keys(KNOWN_GAPS)) expect(names).toContain(gap);
  });

  for (const program of programs) {
    describe(program.name, () => {
      it('builds cleanly with gcc and runs without undefined behaviour or leaks, printing the same', async () => {
        const native = await underGcc(program);
        expect(native, `${program.name} under gcc`).toEqual({
          stdout: program.expect.output,
          status: program.expect.exit ?? 0,
        });
      });
      it('records the whole run: its output and exit status', async () => {
        const r = await recording(program);
        expect(r.limited, `${program.name} hit the step limit`).toBeFalsy();
        expect(r.output, `${program.name}: output`).toBe(program.expect.output);
        expect(r.steps.at(-1)?.exited, `${program.name}: exit status`).toBe(program.expect.exit ?? 0);
      });
      for (const check of program.expect.checks) {
        const id = `${program.name}: ${check.name}`;
        const gap = KNOWN_GAPS[id];
        it(`${check.name}${gap ? ` (known gap: ${gap})` : ''}`, async () => {
          const found = problems(await recording(program), check);
          if (gap) expect(found, `${id} now holds: remove it from KNOWN_GAPS`).not.toEqual([]);
          else expect(found, `${id}, at ${describeAt(check.at)}`).toEqual([]);
        });
      }
    });
  }
});
