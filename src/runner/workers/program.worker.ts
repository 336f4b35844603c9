/// <reference lib="webworker" />
/** The program worker: runs one compiled program at a time; the page terminates it to stop one. */
import { batcher } from '../output.ts';
import { executeProgram } from '../program/execute.ts';
import type { ProgramRequest, ProgramResponse } from '../protocol.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: ProgramResponse) => scope.postMessage(message);

scope.onmessage = async ({ data }: MessageEvent<ProgramRequest>) => {
  const { id } = data;
  // Output streams to the page while the program runs (postMessage works mid-computation).
  const output = batcher((stream, text) => post({ type: 'output', id, stream, text }));
  try {
    const result = await executeProgram(
      { program: data.wasm, stdin: data.stdin, files: data.files, name: data.name },
      output.push,
    );
    output.flush();
    post({ type: 'done', id, result });
  } catch (error) {
    output.flush();
    post({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  }
};
