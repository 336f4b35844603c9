/** Provided by src/runner/build/vitePlugin.ts. */
declare module 'virtual:c-toolchain/llvm' {
  import type { YowaspModule } from './toolchain/toolchain.ts';
  export const version: string;
  export const provideResources: YowaspModule['provideResources'];
  export const runLLVM: YowaspModule['runLLVM'];
}

declare module 'virtual:c-toolchain/assets' {
  import type { ToolchainAssets } from './workers/fetchAssets.ts';
  export const toolchainAssets: ToolchainAssets;
}
