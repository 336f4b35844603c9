/** The compiler worker: loads clang once (download or cache), then compiles on request. */
import * as llvm from 'virtual:c-toolchain/llvm';
import { toolchainAssets } from 'virtual:c-toolchain/assets';
import { serve } from '../channel.ts';
import type { CompilerRequest, CompilerResponse, LoadProgress } from '../protocol.ts';
import { compileProgram } from '../toolchain/compile.ts';
import { loadToolchainAssets } from '../toolchain/download.ts';
import { resourcesFrom } from '../toolchain/resources.ts';
import { Toolchain } from '../toolchain/toolchain.ts';

let toolchain: Promise<Toolchain> | undefined;
/** True once clang is loaded: a request that arrives before then is told when it is. */
let ready = false;
let reportProgress: (progress: LoadProgress) => void = () => undefined;

function load(): Promise<Toolchain> {
  toolchain ??= (() => {
    let last = 0;
    const { core, archive } = loadToolchainAssets(toolchainAssets, (progress) => {
      // A few updates a second are enough for a progress bar.
      const now = performance.now();
      if (now - last > 100 || progress.loaded === progress.total) {
        last = now;
        reportProgress(progress);
      }
    });
    return Toolchain.create(llvm, resourcesFrom(core, archive)).then((created) => {
      ready = true;
      return created;
    });
  })();
  return toolchain;
}

// One request at a time: LLVM is single-threaded, and the order of results is the order of requests.
let queue = Promise.resolve();

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

serve<CompilerRequest, CompilerResponse>((request, post) => {
  const { id } = request;
  // Progress goes to the latest request: a Run that finds a prefetch under way shows its progress.
  reportProgress = (progress) => post({ type: 'progress', id, progress });
  const fresh = !ready;
  queue = queue.then(async () => {
    const started = performance.now();
    let loaded: Toolchain;
    try {
      loaded = await load();
    } catch (error) {
      toolchain = undefined; // a failed download is tried again on the next request
      const message =
        navigator.onLine === false
          ? 'You are offline, and this browser has not kept the C compiler yet. Running a program you changed needs it: it is downloaded once (about 23 MB) while you are online, then works offline. The lesson’s own samples run offline as they are.'
          : `Could not load the C compiler (${messageOf(error)}). Check your connection, then press Run again.`;
      return post({ type: 'failed', id, message });
    }
    if (fresh || request.type === 'preload')
      post({ type: 'loaded', id, ms: Math.round(performance.now() - started) });
    try {
      if (request.type === 'compile' && request.record) {
        // The stepper's instrumentation loads only when a student first asks to step a program.
        const { compileForRecording } = await import('../record/record.ts');
        const { compile: result, plan } = await compileForRecording(loaded, request.sources);
        post(
          { type: 'compiled', id, result, ...(plan ? { plan } : {}) },
          result.wasm ? [result.wasm.buffer] : [],
        );
      } else if (request.type === 'compile') {
        const result = await compileProgram(loaded, request.sources);
        post({ type: 'compiled', id, result }, result.wasm ? [result.wasm.buffer] : []);
      }
    } catch (error) {
      // clang itself failed (an internal error): the program is not at fault, and clang stays loaded.
      post({ type: 'failed', id, message: `The compiler crashed on this program (${messageOf(error)}).` });
    }
  });
});
