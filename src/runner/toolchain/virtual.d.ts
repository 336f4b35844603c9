// The toolchain's virtual modules, provided by src/runner/build/vitePlugin.ts. Their types
// come through import() types: an `import` statement inside `declare module` cannot name a
// relative path, and the error that says so is hidden by skipLibCheck, leaving every export `any`.

declare module 'virtual:c-toolchain/llvm' {
  /** The `@yowasp/clang` bundle's version. */
  export const version: string;
  export const provideResources: import('./toolchain.ts').YowaspModule['provideResources'];
  export const runLLVM: import('./toolchain.ts').YowaspModule['runLLVM'];
}

declare module 'virtual:c-toolchain/assets' {
  /** The URLs and sizes of the compiler's two downloads, as the build emitted them. */
  export const toolchainAssets: import('./download.ts').ToolchainAssets;
}

declare module 'virtual:c-toolchain/id' {
  /** What names this toolchain: part of every precompiled program's name. */
  export const toolchainId: string;
}
