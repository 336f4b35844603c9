import { parseDiagnostics, tidyCompilerOutput } from '../diagnostics.ts';
import { clangArgs, OUTPUT, SUPPORT_OBJECT, supportArgs } from '../flags.ts';
import type { CompileResult, SourceFile } from '../protocol.ts';
import { SUPPORT_SOURCE } from '../support/path.ts';
import type { Tree } from './resources.ts';
import type { Toolchain } from './toolchain.ts';

const encoder = new TextEncoder();

/** The checking allocator's object, compiled once per toolchain and linked into every program. */
const supportObjects = new WeakMap<Toolchain, Promise<Uint8Array>>();

function supportObject(toolchain: Toolchain): Promise<Uint8Array> {
  let object = supportObjects.get(toolchain);
  if (!object) {
    object = toolchain.clang(supportArgs(SUPPORT_SOURCE), {}).then(({ status, files, output }) => {
      const built = files[SUPPORT_OBJECT];
      if (status !== 0 || !(built instanceof Uint8Array))
        throw new Error(`the runner's checking allocator did not compile:\n${output}`);
      return built;
    });
    object.catch(() => supportObjects.delete(toolchain));
    supportObjects.set(toolchain, object);
  }
  return object;
}

/** Compiles and links a C program with the course's flags. The one compile path for browser and Node. */
export async function compileProgram(
  toolchain: Toolchain,
  sources: readonly SourceFile[],
): Promise<CompileResult> {
  const started = performance.now();
  const files: Tree = { [SUPPORT_OBJECT]: await supportObject(toolchain) };
  for (const source of sources) files[source.name] = encoder.encode(source.code);
  const argv = clangArgs(sources.map((s) => s.name));
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
