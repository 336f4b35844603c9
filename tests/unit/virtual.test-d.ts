import { describe, expectTypeOf, it } from 'vitest';
import { lessonLoaders, manifest } from 'virtual:curriculum';
import { toolchainAssets } from 'virtual:c-toolchain/assets';
import * as llvm from 'virtual:c-toolchain/llvm';
import { toolchainId } from 'virtual:c-toolchain/id';
import type { LessonData, Manifest } from '../../src/content/model.ts';
import type { ToolchainAssets } from '../../src/runner/toolchain/download.ts';
import type { YowaspModule } from '../../src/runner/toolchain/toolchain.ts';

// The virtual modules are declared in .d.ts files, where a broken import degrades a type to `any`
// silently (skipLibCheck hides the error). Each export must keep its real type.
describe('virtual module types', () => {
  it('virtual:curriculum gives the manifest and typed lesson loaders', () => {
    expectTypeOf(manifest).not.toBeAny();
    expectTypeOf(manifest).toEqualTypeOf<Manifest>();
    expectTypeOf(lessonLoaders).not.toBeAny();
    expectTypeOf(lessonLoaders).toEqualTypeOf<
      Readonly<Record<string, () => Promise<{ default: LessonData }>>>
    >();
  });

  it('virtual:c-toolchain/assets gives the download sizes and URLs', () => {
    expectTypeOf(toolchainAssets).not.toBeAny();
    expectTypeOf(toolchainAssets).toEqualTypeOf<ToolchainAssets>();
  });

  it('virtual:c-toolchain/llvm gives the patched bundle', () => {
    expectTypeOf(llvm.runLLVM).not.toBeAny();
    expectTypeOf(llvm.runLLVM).toEqualTypeOf<YowaspModule['runLLVM']>();
    expectTypeOf(llvm.provideResources).toEqualTypeOf<YowaspModule['provideResources']>();
    expectTypeOf(llvm.version).toEqualTypeOf<string>();
  });

  it('virtual:c-toolchain/id names the toolchain', () => {
    expectTypeOf(toolchainId).toEqualTypeOf<string>();
  });
});
