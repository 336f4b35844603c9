/**
 * What the stepper's recorder (record/) and the rest of the runner share: the plan the
 * instrumenter makes of a program (its functions, variables and the places it reports a step),
 * and what a recorded run gives the page. Plain data, sent between the workers and the page.
 */
import type { Step } from '../trace/schema.ts';

/** At least this many steps are recorded; past it the program is stopped and the steps kept. */
export const MAX_STEPS = 10_000;

export interface PlanFunction {
  name: string;
  file: string;
  /** The line of its closing brace, where a step shows the value it returns. */
  endLine: number;
  /** Its return type as spelled, or null for void (or one the recorder cannot spell). */
  returns: string | null;
  /** The site of its closing brace. */
  endSite?: number;
}

export interface PlanVariable {
  name: string;
  /** As clang spells it: `int *`, `char[8]`, `struct node`. */
  type: string;
  /** The line that declares it. */
  line: number;
  file: string;
  /** Index into `functions`; -1 for a global. */
  fn: number;
  param?: true;
  /** Declared without an initialiser: it holds nothing yet (the recorder marks its bytes unset). */
  unset?: true;
  /** A static local: shown with the globals, with its function's name. */
  scope?: string;
}

export interface PlanSite {
  line: number;
  file: string;
  fn: number;
  /** The variables a step here shows, in the order shown (parameters first, then by line). */
  vars: number[];
  /**
   * The functions the step's own code calls by name, and `*` for a call through a pointer: a
   * function entered from here that is not among them was called by the C library (a qsort
   * comparison), which the stepper shows as a frame of library code between the two.
   */
  calls?: string[];
}

/** The program's records, typedefs and enums, as arrays (a Map does not survive JSON). */
export interface PlanTypes {
  records: [string, { union: boolean; fields: { name: string; type: string; bits?: number }[] }][];
  typedefs: [string, string][];
  enums: [string, [number, string][]][];
}

export interface RecordPlan {
  functions: PlanFunction[];
  variables: PlanVariable[];
  sites: PlanSite[];
  /** Global variable ids (and static locals), in the order the picture lists them. */
  globals: number[];
  types: PlanTypes;
}

/** The import module the instrumented program calls; its functions are in `recorder.ts`. */
export const HOOK_MODULE = 'learnc_step';

/** What ended a recording early: a heap error or undefined behaviour, with the steps of its cause. */
export interface Fault {
  kind: 'heap' | 'undefined';
  /** The step that shows the block allocated, and the one that shows it freed (heap errors). */
  allocStep?: number;
  freeStep?: number;
  allocLine?: number;
  freeLine?: number;
}

export interface RecordingResult {
  /** Each with its sentence for screen readers. */
  steps: Step[];
  output: string;
  /** Stopped after the most steps recorded (the steps so far are kept). */
  limited: boolean;
  /** Stopped when its running time was up, or by the student (Ctrl+C): the steps so far are kept. */
  cut?: 'time' | 'stopped';
  fault?: Fault;
  /** The input the program read (typed while it ran, or given before). */
  input: string;
}
