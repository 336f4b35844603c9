/**
 * What the instrumenter tells the recorder about a program: its functions, its variables and the
 * places (sites) where the program reports a step. Plain data, sent from the compiler's worker to
 * the program's worker with the compiled module.
 */

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
