import { afterEach, describe, expect, it } from 'vitest';
import type { ProgramJob } from '../../src/samples/collect.ts';
import { WasmCheckWorker } from '../../scripts/lib/wasmWorker.ts';

const STAND_IN = new URL('../fixtures/wasm-worker/standIn.mjs', import.meta.url);
const job = (name: string): ProgramJob => ({
  kind: 'program',
  origin: { file: 'curriculum/unit1/x.yaml', line: 1, block: 0, kind: 'sample', title: undefined },
  program: { files: [{ name: 'main.c', code: '' }], name, runs: [{ name: 'sample', input: '', output: '' }] },
});

const workers: WasmCheckWorker[] = [];
afterEach(() => workers.splice(0).forEach((w) => w.close()));
/** A worker over the stand-in, whose loading takes `readyMs`. */
function worker(readyMs: number, limits = { compileMs: 2000, runMs: 1000 }) {
  process.env.READY_MS = String(readyMs);
  const w = new WasmCheckWorker(limits, STAND_IN);
  delete process.env.READY_MS;
  workers.push(w);
  return w;
}

describe('the WebAssembly checks’ worker', () => {
  it('starts a job’s clock once LLVM has loaded, so a slow load is never a slow program', async () => {
    // Loading takes three times the compile limit: counted against the job, it would time out.
    const result = await worker(6000).check(job('fine'));
    expect(result).toEqual({ compiled: true, log: 'fine', diagnostics: [], runs: [] });
  }, 60_000);

  it('reports a run past its limit as a timeout, and carries on with a new worker', async () => {
    const w = worker(0);
    expect(await w.check(job('loops'))).toEqual({
      stopped: 'timeout',
      message: 'the run did not finish within 1 s',
    });
    expect(await w.check(job('after'))).toMatchObject({ compiled: true, log: 'after' });
  }, 60_000);

  it('reports a worker that dies as the checker failing, not as the program', async () => {
    const w = worker(0);
    expect(await w.check(job('exits'))).toEqual({
      stopped: 'error',
      message: "the checker's worker stopped (exit 3)",
    });
    expect(await w.check(job('after'))).toMatchObject({ compiled: true, log: 'after' });
  }, 60_000);
});
