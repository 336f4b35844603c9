/** The program worker: runs one compiled program at a time; the page terminates it to stop one. */
import { serve } from '../channel.ts';
import { batcher } from '../output.ts';
import { executeProgram } from '../program/execute.ts';
import type { ProgramRequest, ProgramResponse } from '../protocol.ts';

serve<ProgramRequest, ProgramResponse>(async (request, post) => {
  const { id } = request;
  // Output streams to the page while the program runs (postMessage works mid-computation).
  const output = batcher((stream, text) => post({ type: 'output', id, stream, text }));
  try {
    const result = await executeProgram(
      { program: request.wasm, stdin: request.stdin, files: request.files, name: request.name },
      output.push,
    );
    output.flush();
    post({ type: 'done', id, result });
  } catch (error) {
    output.flush();
    post({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  }
});
