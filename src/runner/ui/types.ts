/** One file of a runnable sample: its name when compiled, and the title its panel shows. */
export interface SampleFileView {
  name: string;
  title?: string | undefined;
  code: string;
}

export interface SampleProps {
  files: SampleFileView[];
  /** Names the sample in buttons and regions: "Run hello.c". */
  label: string;
  /** The lesson's declared input and output, shown under the last file. */
  input?: string | undefined;
  output?: string | undefined;
}

export type SampleAction = 'run' | 'edit';
