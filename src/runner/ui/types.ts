import type { Program } from '../../site/programs.ts';

export interface SampleProps {
  /** The program as every tool builds it: its files (named as compiled), argv[0] and declared run. */
  program: Program;
  /** The title each file's panel shows, in the order of `program.files`. */
  titles: readonly (string | undefined)[];
  /** Names the sample in buttons and regions: "Run hello.c". */
  label: string;
  /** The lesson's declared input and output, shown under the last file. */
  input?: string | undefined;
  output?: string | undefined;
  /** Ask for a prediction of the output before the first Run (the lesson's output is hidden till then). */
  predict?: boolean | undefined;
}

/** What loads the runner: Run, Edit, or a copy the student saved on an earlier visit. */
export type SampleAction = 'run' | 'edit' | 'restore';
