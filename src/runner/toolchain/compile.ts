import { parseDiagnostics, tidyCompilerOutput } from '../diagnostics.ts';
import { clangArgs, OUTPUT } from '../flags.ts';
import type { CompileResult, SourceFile } from '../protocol.ts';
import type { Tree } from './resources.ts';
import type { Toolchain } from './toolchain.ts';

const encoder = new TextEncoder();

/** Compiles and links a C program with the course's flags. The one compile path for browser and Node. */
export async function compileProgram(
  toolchain: Toolchain,
  sources: readonly SourceFile[],
  argv = clangArgs(sources.map((s) => s.name)),
): Promise<CompileResult> {
  const started = performance.now();
  const files: Tree = {};
  for (const source of sources) files[source.name] = encoder.encode(source.code);
  const { version } = await toolchain.plan(argv, files);
  const result = await toolchain.clang(argv, files);
  const wasm = result.files[OUTPUT];
  const log = tidyCompilerOutput(result.output);
  const ok = result.status === 0 && wasm instanceof Uint8Array;
  return {
    ok,
    ...(ok ? { wasm } : {}),
    log,
    diagnostics: parseDiagnostics(log),
    ms: Math.round(performance.now() - started),
    compiler: version,
  };
}
