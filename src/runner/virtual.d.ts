/** Provided by src/runner/build/vitePlugin.ts. */
declare module 'virtual:c-toolchain/llvm' {
  import type { ResourceProvider } from './toolchain/patch.ts';
  import type { Tree } from './toolchain/resources.ts';
  export const version: string;
  export function provideResources(provider: ResourceProvider): void;
  export function runLLVM(
    args: string[] | null,
    files?: Tree,
    options?: {
      stdout?: ((bytes: Uint8Array | null) => void) | null;
      stderr?: ((bytes: Uint8Array | null) => void) | null;
      decodeASCII?: boolean;
      fetchProgress?: () => void;
    },
  ): Promise<Tree | undefined> | Tree | undefined;
}

declare module 'virtual:c-toolchain/assets' {
  import type { ToolchainAssets } from './workers/fetchAssets.ts';
  export const toolchainAssets: ToolchainAssets;
}
