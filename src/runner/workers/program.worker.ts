/** The program worker: runs one compiled program at a time; the page terminates it to stop one. */
import { serve } from '../channel.ts';
import { batcher } from '../output.ts';
import { executeProgram } from '../program/execute.ts';
import type { ProgramRequest, ProgramResponse } from '../protocol.ts';

/** Lines typed before the program asked for them (a terminal lets a student type ahead). */
let typed: (string | null)[] = [];
let waiting: { resume: (line: string | null) => void; interrupt: (why: Error) => void } | undefined;

serve<ProgramRequest, ProgramResponse>(async (request, post) => {
  const { id } = request;
  if (request.type === 'stdin') {
    if (waiting) {
      const { resume } = waiting;
      waiting = undefined;
      resume(request.text);
    } else typed.push(request.text);
    return;
  }
  if (request.type === 'interrupt') {
    const stopped = waiting;
    waiting = undefined;
    stopped?.interrupt(new Error('stopped by the student'));
    return;
  }
  typed = [];
  // Output streams to the page while the program runs (postMessage works mid-computation).
  const output = batcher((stream, text) => post({ type: 'output', id, stream, text }));
  const ask = () => {
    if (typed.length > 0) return Promise.resolve(typed.shift()!);
    // Everything printed so far is on screen before the program waits (a prompt, say).
    output.flush();
    post({ type: 'waiting', id });
    return new Promise<string | null>((resume, interrupt) => (waiting = { resume, interrupt }));
  };
  const run = {
    stdin: typeof request.stdin === 'string' ? request.stdin : { ask },
    files: request.files,
    name: request.name,
    ...(request.args ? { args: request.args } : {}),
  };
  const started = () => post({ type: 'started', id });
  try {
    if (request.plan) {
      // Compiled for the stepper: recorded as it runs (the recorder loads only for this).
      const { recordProgram } = await import('../record/record.ts');
      const { result, ...recording } = await recordProgram(
        request.wasm,
        request.plan,
        run,
        output.push,
        started,
        {
          ...(request.timeLimitMs === undefined ? {} : { timeLimitMs: request.timeLimitMs }),
          // The page stops counting: describing thousands of steps is no part of the program's time.
          onEnd: () => post({ type: 'ending', id }),
        },
      );
      output.flush();
      post({ type: 'done', id, result, recording });
      return;
    }
    const result = await executeProgram({ program: request.wasm, ...run }, output.push, started);
    output.flush();
    post({ type: 'done', id, result });
  } catch (error) {
    output.flush();
    post({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  }
});
