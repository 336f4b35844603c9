/**
 * What each run-time problem the runner catches means, in one sentence for a student, and the
 * lesson section that explains it: undefined behaviour (UBSan's traps), heap errors (the checking
 * allocator) and leaks.
 */
import type {
  HeapProblem,
  HeapProblemKind,
  Leak,
  SourcePlace,
  UndefinedBehaviour,
  UndefinedCheck,
} from '../protocol.ts';
import { SECTIONS, type LessonSection } from './lessons.ts';

export interface Explanation {
  /** A short name: "Array index out of bounds". */
  title: string;
  /** What it means, in one sentence. */
  meaning: string;
  /** Where the course explains it. */
  lesson: LessonSection;
}

export const UNDEFINED: Record<UndefinedCheck, Explanation> = {
  bounds: {
    title: 'Array index out of bounds',
    meaning:
      'An array of n elements has indexes 0 to n − 1; reading or writing outside them is undefined behaviour, even when the program seems to carry on.',
    lesson: SECTIONS.bounds,
  },
  'signed-overflow': {
    title: 'Signed integer overflow',
    meaning:
      'A calculation went past the largest (or below the smallest) value its signed type can hold, and C does not say what happens then: use a wider type such as long long, or check before you calculate.',
    lesson: SECTIONS.overflow,
  },
  shift: {
    title: 'Shift by too many bits',
    meaning:
      'A shift count was negative or at least the width of the type (such as 1 << 40 on a 32-bit int), or a negative number was shifted left.',
    lesson: SECTIONS.operators,
  },
  'division-by-zero': {
    title: 'Division by zero',
    meaning:
      'An integer was divided by zero (or INT_MIN by −1, whose result does not fit): check the divisor before you divide.',
    lesson: SECTIONS.division,
  },
  null: {
    title: 'NULL pointer dereference',
    meaning:
      'The program read or wrote through a NULL pointer (or a misaligned one): check that a pointer points somewhere, for example that malloc did not return NULL, before using it.',
    lesson: SECTIONS.nullPointers,
  },
  unreachable: {
    title: 'Reached code that should never run',
    meaning: 'The program reached a point it had promised never to reach (__builtin_unreachable).',
    lesson: SECTIONS.returnValues,
  },
  'vla-bound': {
    title: 'Array size is not positive',
    meaning: 'A variable-length array was declared with a size of zero or less.',
    lesson: SECTIONS.declaringArray,
  },
  'pointer-overflow': {
    title: 'Pointer arithmetic overflow',
    meaning:
      'Adding to or subtracting from a pointer wrapped around the address space: a pointer may only move within its array (or one past its end).',
    lesson: SECTIONS.pointerArithmetic,
  },
  unknown: {
    title: 'Undefined behaviour',
    meaning: 'The program did something the C standard leaves undefined, so its results cannot be trusted.',
    lesson: SECTIONS.pointerBugs,
  },
};

export const HEAP: Record<HeapProblemKind, Explanation> = {
  'double-free': {
    title: 'Double free',
    meaning:
      'free() was called a second time for the same block: after the first free the block is no longer the program’s; set a pointer to NULL once it is freed.',
    lesson: SECTIONS.dynamicMemory,
  },
  'invalid-free': {
    title: 'Freeing memory malloc did not return',
    meaning:
      'free() was given a pointer that did not come from malloc, calloc or realloc: an array, a string literal, or a pointer into the middle of a block.',
    lesson: SECTIONS.dynamicMemory,
  },
  'invalid-realloc': {
    title: 'realloc of memory malloc did not return',
    meaning: 'realloc() was given a pointer that did not come from malloc, calloc or realloc.',
    lesson: SECTIONS.dynamicMemory,
  },
  overflow: {
    title: 'Write past the end of a block',
    meaning:
      'The program wrote past the end of a block from malloc: an index equal to the number of elements, or a string without room for its \\0.',
    lesson: SECTIONS.pointerBugs,
  },
  underflow: {
    title: 'Write before the start of a block',
    meaning: 'The program wrote just before the start of a block from malloc (an index of −1?).',
    lesson: SECTIONS.pointerBugs,
  },
  'write-after-free': {
    title: 'Use after free',
    meaning:
      'The program wrote into a block after freeing it: once freed, the memory may be given to something else.',
    lesson: SECTIONS.pointerBugs,
  },
};

export const LEAK: Explanation = {
  title: 'Memory leak',
  meaning:
    'Memory from malloc, calloc or realloc was never freed: a long-running program that leaks runs out of memory, so free each block once it is no longer needed.',
  lesson: SECTIONS.dynamicMemory,
};

/** `line 4`, or `line 4 of list.c` when the program has several files (`files`). */
const place = (where: SourcePlace | undefined, files: boolean) =>
  where?.line ? `line ${where.line}${files && where.file ? ` of ${where.file}` : ''}` : undefined;

/**
 * "Undefined behaviour at line 9 (in main): signed integer addition overflow in 'x + i'." With
 * `files`, lines name their file (a program of several files).
 */
export function describeUndefined(ub: UndefinedBehaviour, files = false): string {
  const where = place(ub, files) ?? 'an unknown line';
  const inside = ub.function ? ` (in ${ub.function})` : '';
  return `Undefined behaviour at ${where}${inside}: ${ub.reason}.`;
}

/** What the checking allocator stopped the program for, with the lines involved. */
export function describeHeap(problem: HeapProblem, files = false): string {
  const here = place(problem.at, files);
  const allocated = place(problem.allocatedAt, files);
  const freed = place(problem.freedAt, files);
  const block = allocated ? `the block of ${problem.size} bytes allocated at ${allocated}` : 'a block';
  switch (problem.kind) {
    case 'double-free':
      return `Double free${here ? ` at ${here}` : ''}: ${block} was already freed${freed ? ` at ${freed}` : ''}.`;
    case 'invalid-free':
      return `free()${here ? ` at ${here}` : ''} was given a pointer that malloc did not return.`;
    case 'invalid-realloc':
      return `realloc()${here ? ` at ${here}` : ''} was given a pointer that malloc did not return.`;
    case 'overflow':
      return `The program wrote past the end of ${block}${here ? ` (noticed when it was freed at ${here})` : ' (noticed at exit)'}.`;
    case 'underflow':
      return `The program wrote before the start of ${block}${here ? ` (noticed when it was freed at ${here})` : ' (noticed at exit)'}.`;
    case 'write-after-free':
      return `The program wrote into ${block} after freeing it${freed ? ` at ${freed}` : ''}.`;
  }
}

/** "2 blocks, 48 bytes, allocated at line 12, were never freed." */
export function describeLeak(leak: Leak, files = false): string {
  const blocks = leak.blocks === 1 ? '1 block' : `${leak.blocks} blocks`;
  const bytes = leak.bytes === 1 ? '1 byte' : `${leak.bytes} bytes`;
  const verb = leak.blocks === 1 ? 'was' : 'were';
  return `${blocks}, ${bytes}, allocated at ${place(leak, files) ?? 'an unknown line'}, ${verb} never freed.`;
}
