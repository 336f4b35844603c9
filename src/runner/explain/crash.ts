/**
 * Plain words for the ways a WebAssembly program can stop abnormally. WebAssembly checks less than
 * a sanitizer does: reading through a NULL pointer, for example, returns whatever is at address 0.
 */
import { describeHeap, describeUndefined } from './problems.ts';
import type { Crash, HeapProblem, UndefinedBehaviour } from '../protocol.ts';

const rules: [RegExp, Crash['kind'], string][] = [
  [
    /call stack|stack overflow|too much recursion/i,
    'stack-overflow',
    'The program crashed with a stack overflow: a function called itself (or others) too deeply, or a local array was too big.',
  ],
  [/divide by zero|division by zero/i, 'division', 'The program crashed: it divided an integer by zero.'],
  [
    /integer overflow/i,
    'division',
    'The program crashed: an integer division overflowed (such as INT_MIN / -1).',
  ],
  [
    /out of bounds|memory access/i,
    'memory',
    'The program crashed: it read or wrote memory outside what it owns (a bad pointer or an array index far out of range).',
  ],
  [
    /unreachable/i,
    'abort',
    'The program stopped itself: abort() was called, an assert failed, or it reached code that should never run.',
  ],
  [
    /null function|signature mismatch|table index|indirect call/i,
    'memory',
    'The program crashed: it called a function through a pointer that does not point to a suitable function.',
  ],
  [/raised signal/i, 'signal', 'The program raised a signal and stopped.'],
];

/** Describes an exception thrown out of a running program. */
export function describeCrash(error: unknown): Crash {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  for (const [pattern, kind, message] of rules) if (pattern.test(detail)) return { kind, message, detail };
  if (error instanceof Error && error.name === 'RuntimeError')
    return { kind: 'trap', message: 'The program crashed (a WebAssembly trap).', detail };
  return {
    kind: 'unsupported',
    message:
      'The program used something the browser cannot do (such as sockets or processes), so it was stopped.',
    detail,
  };
}

/** A UBSan check failed (its handler stopped the program): the crash says which and where. */
export function undefinedCrash(ub: UndefinedBehaviour): Crash {
  return {
    kind: 'undefined',
    message: describeUndefined(ub),
    detail: `undefined behaviour: ${ub.reason}`,
    undefinedBehaviour: ub,
  };
}

/** The checking allocator stopped the program. */
export function heapCrash(problem: HeapProblem): Crash {
  return {
    kind: 'heap',
    message: describeHeap(problem),
    detail: `heap error: ${problem.kind}`,
    heap: problem,
  };
}
