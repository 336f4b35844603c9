import { UNSET } from '../format.ts';
import { brief, compact } from './drawing.ts';
import { stepLeaves } from './walk.ts';
import { type Frame, type HeapBlock, type Step, type Target, type Value, type Variable } from '../schema.ts';

/** At most this many changes are named in one description; the rest are counted. */
const MAX_CLAUSES = 4;

type CodeFrame = Extract<Frame, { function: string }>;
type Undescribed = Omit<Step, 'description'>;

const codeFrames = (step: Undescribed) => step.frames.filter((f): f is CodeFrame => f.function !== null);

/** What a pointer points at, in words: `y in main`, `NULL`, `a freed heap block`. */
export function targetText(target: Target): string {
  switch (target.kind) {
    case 'null':
      return 'NULL';
    case 'unset':
      return 'nothing yet (it is not set)';
    case 'object':
      return target.end ? `just past the end of ${target.label.replace(/\[\d+\]( |$)/, '$1')}` : target.label;
    case 'dangling':
      return target.label;
    case 'literal':
      return `the string literal "${literalText(target.items)}"`;
    case 'function':
      return `the function ${target.name}`;
    case 'file':
      return `the file ${target.name}`;
    case 'unknown':
      return target.label;
  }
}

const literalText = (items: readonly string[]) =>
  items
    .filter((c) => c !== "'\\0'")
    .map((c) => (c.startsWith("'") ? c.slice(1, -1) : '?'))
    .join('');

/** A pointer or other non-scalar value in a few words. */
function valueText(value: Exclude<Value, string>): string {
  if (value.kind === 'pointer')
    return value.target.kind === 'null' ? 'NULL' : `a pointer to ${targetText(value.target)}`;
  return brief(value, 80);
}

/** The text a char array holds up to its '\0', or null when it is not a char array holding a string. */
function stringIn(value: Value): string | null {
  if (typeof value === 'string' || value.kind !== 'array' || value.elemSize !== 1) return null;
  let text = '';
  for (const item of value.items) {
    if (typeof item !== 'string' || !item.startsWith("'")) return null;
    if (item === "'\\0'") return text;
    text += item.slice(1, -1).replace(/^\\'$/, "'");
  }
  return null;
}

/**
 * The changed leaves of a value, each as a clause: `arr[2] is now 7`, `p now points to y in main`.
 * `name` is the path to the value, and `where` follows it: ` in main`.
 */
function valueChanges(name: string, before: Value | undefined, after: Value, where: string): string[] {
  if (before && JSON.stringify(before) === JSON.stringify(after)) return [];
  const at = `${name}${where}`;
  if (typeof after === 'string') return after === UNSET ? [] : [`${at} is now ${after}`];
  if (typeof before === 'string') before = undefined;
  if (after.kind === 'pointer') {
    if (after.unset) return [];
    if (after.target.kind === 'null') return [`${at} is now NULL`];
    // Still the same stream: a change of position is said once per file (see fileChanges).
    if (after.target.kind === 'file' && before?.kind === 'pointer' && before.text === after.text) return [];
    if (after.target.kind === 'dangling' && before?.kind === 'pointer' && before.text === after.text)
      return [`${at} is now dangling: it still points to ${after.target.label}`];
    return [`${at} now points to ${targetText(after.target)}`];
  }
  if (after.kind === 'array') {
    const text = stringIn(after);
    const old = before ? stringIn(before) : null;
    if (text !== null && text !== old) return [`${at} now holds the string "${text}"`];
    const items = before?.kind === 'array' ? before.items : [];
    const changes = after.items.flatMap((item, i) => valueChanges(`${name}[${i}]`, items[i], item, where));
    if (changes.length <= 2) return changes;
    // Many at once (an initialiser, a copy): the whole array, when it is short enough to say.
    return after.length <= 10 && after.items.every((i) => typeof i === 'string')
      ? [`${at} now holds ${compact(after, 10)}`]
      : [`${changes.length} elements of ${at} changed`];
  }
  if (after.kind === 'struct' || after.kind === 'union') {
    const fields = before && (before.kind === 'struct' || before.kind === 'union') ? before.fields : [];
    const changes = after.fields.flatMap((f) =>
      valueChanges(
        f.name ? `${name}.${f.name}` : name,
        fields.find((g) => g.name === f.name)?.value,
        f.value,
        where,
      ),
    );
    // Writing one member of a union changes how every member reads: say it once.
    if (after.kind === 'union' && changes.length > 1)
      return [`${at} changed (its members share the same bytes)`];
    return changes;
  }
  return [];
}

function variableChanges(
  before: readonly Variable[],
  after: readonly Variable[],
  where: (v: Variable) => string,
): string[] {
  // A variable that has just come into scope was not changed by the line: its first value is news
  // only once a line sets it (it shows as ? until then).
  return after.flatMap((v) => {
    const old = before.find((b) => b.name === v.name);
    return old ? valueChanges(v.name, old.value, v.value, where(v)) : [];
  });
}

const callText = (frame: CodeFrame) => {
  const args = frame.variables
    .filter((v) => v.param)
    .slice(0, 4)
    .map((v) =>
      typeof v.value !== 'string' &&
      v.value.kind === 'pointer' &&
      !v.value.unset &&
      v.value.target.kind !== 'null'
        ? `${v.name} → ${targetText(v.value.target)}`
        : `${v.name} = ${typeof v.value === 'string' ? v.value : v.value.kind === 'pointer' ? v.value.text : '…'}`,
    );
  return `${frame.function}(${args.join(', ')})`;
};

function frameChanges(prev: Undescribed, step: Undescribed): { clauses: string[]; same: number } {
  const a = codeFrames(prev);
  const b = codeFrames(step);
  let same = 0;
  while (same < a.length && same < b.length && a[same]!.function === b[same]!.function) same++;
  // A recursive call returns to a frame of the same name: match by position, not by name alone.
  if (same === a.length && same === b.length) return { clauses: [], same };
  const clauses: string[] = [];
  for (let i = a.length - 1; i >= same; i--) {
    const value = a[i]!.returns;
    const text = value === undefined ? '' : ` ${typeof value === 'string' ? value : valueText(value)}`;
    clauses.push(`${a[i]!.function} returned${text}${i > 0 ? ` to ${a[i - 1]!.function}` : ''}`);
  }
  for (let i = same; i < b.length; i++)
    clauses.push(`${i > 0 ? b[i - 1]!.function : 'the program'} called ${callText(b[i]!)}`);
  return { clauses, same };
}

function heapChanges(before: readonly HeapBlock[], after: readonly HeapBlock[]): string[] {
  const clauses: string[] = [];
  for (const block of after) {
    const old = before.find((b) => b.id === block.id);
    const name = `heap block #${block.id}`;
    if (block.freed) {
      if (old && !old.freed) clauses.push(`${name} was freed`);
      continue;
    }
    if (!old)
      clauses.push(
        block.from
          ? `realloc moved heap block #${block.from} to a new ${name} of ${block.size} bytes`
          : `a new ${name} of ${block.size} bytes was allocated`,
      );
    else {
      if (old.size !== block.size)
        clauses.push(`${name} ${block.size > old.size ? 'grew' : 'shrank'} to ${block.size} bytes`);
      if (old.value && block.value) clauses.push(...valueChanges(name, old.value, block.value, ''));
    }
    if (block.unreachable && !old?.unreachable)
      clauses.push(`no pointer leads to ${name} any more: it can never be freed (a memory leak)`);
  }
  return clauses;
}

/** Where each open file's position is, from the FILE pointers of a step. */
function positions(step: Undescribed): Map<string, number> {
  const found = new Map<string, number>();
  for (const leaf of stepLeaves(step))
    if (leaf.target?.kind === 'file' && leaf.target.position !== undefined)
      found.set(leaf.target.name, leaf.target.position);
  return found;
}

function fileChanges(prev: Undescribed, step: Undescribed): string[] {
  const before = positions(prev);
  return [...positions(step)]
    .filter(([name, position]) => before.has(name) && before.get(name) !== position)
    .map(([name, position]) => `the position in ${name} is now ${position}`);
}

/** Text a program printed or read, on one line: `it printed "a ⏎ b"`. */
function quoted(verb: string, text: string): string {
  const shown = text.replace(/\n$/, '').replace(/\n/g, ' ⏎ ') || (text ? '⏎' : '');
  return `it ${verb} "${shown.length > 60 ? `${shown.slice(0, 57)}…` : shown}"`;
}

/** "a, b and c": clauses start with C names, so the sentence never capitalises them. */
const list = (clauses: string[]) => {
  const named = clauses.slice(0, MAX_CLAUSES);
  if (clauses.length > MAX_CLAUSES) named.push(`${clauses.length - MAX_CLAUSES} more changes`);
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)!}` : named[0]!;
};

/**
 * One sentence a screen reader says for a step: what the line that just ran changed, and where the
 * program goes next. `prev` is the step shown before (with a line selection, maybe several lines back).
 */
export function describeStep(
  prev: Undescribed | undefined,
  step: Undescribed,
  output: string,
  input = '',
): string {
  const next = step.line === null ? '' : ` Next is line ${step.line}.`;
  if (!prev) {
    const where = codeFrames(step).at(-1)?.function ?? 'main';
    return `The program starts in ${where}.${next}`;
  }
  const newest = codeFrames(step).at(-1)?.function;
  const { clauses, same } = frameChanges(prev, step);
  const prevFrames = codeFrames(prev);
  codeFrames(step)
    .slice(0, same)
    .forEach((frame, i) => {
      const where = frame.function === newest ? '' : ` in ${frame.function}`;
      clauses.push(...variableChanges(prevFrames[i]!.variables, frame.variables, () => where));
    });
  clauses.push(
    ...variableChanges(prev.globals, step.globals, (v) => (v.scope ? ` (static in ${v.scope})` : '')),
    ...heapChanges(prev.heap, step.heap),
    ...fileChanges(prev, step),
  );
  const read = { from: prev.input ?? 0, to: step.input ?? 0 };
  if (read.to > read.from) clauses.push(quoted('read', input.slice(read.from, read.to)));
  if (step.output > prev.output) clauses.push(quoted('printed', output.slice(prev.output, step.output)));

  const ran = prev.line === null ? 'The program' : `Line ${prev.line}`;
  if (step.crashed) return `${ran} crashed the program (${step.crashed}).`;
  if (step.exited !== undefined) {
    const leaks = step.heap.filter((b) => b.leaked);
    const end = `The program ended with status ${step.exited}.`;
    const leaked = leaks.length
      ? ` ${leaks.length === 1 ? `Heap block #${leaks[0]!.id} was` : `${leaks.length} heap blocks were`} never freed: a memory leak.`
      : '';
    return clauses.length ? `${ran} ran: ${list(clauses)}. ${end}${leaked}` : `${end}${leaked}`;
  }
  if (!clauses.length) return `${ran} ran; nothing in memory changed.${next}`;
  return `${ran} ran: ${list(clauses)}.${next}`;
}

const encoder = new TextEncoder();

/** The length in UTF-16 units (JavaScript's) of the first `bytes` bytes of a UTF-8 text. */
function jsLength(text: string, bytes: number): number {
  return new TextDecoder().decode(encoder.encode(text).subarray(0, bytes)).length;
}

/**
 * A recorder's steps (gdb's tracer's, or the in-browser recorder's) as a trace holds them: how much
 * was printed and read, counted in bytes there, in JavaScript's units here (`input` only for a
 * program given some), and each step's sentence.
 */
export function describeSteps(raw: readonly Undescribed[], output: string, input: string): Step[] {
  const steps: Step[] = [];
  for (const { input: read, ...counted } of raw) {
    const step = {
      ...counted,
      output: jsLength(output, counted.output),
      ...(input ? { input: jsLength(input, read ?? 0) } : {}),
    };
    steps.push({ ...step, description: describeStep(steps.at(-1), step, output, input) });
  }
  return steps;
}
