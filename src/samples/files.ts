import type { CodeBlock } from '../schema/index.ts';

/**
 * The source files of a code block, named as the browser runner and the tracer compile them: a
 * single-file sample is its title when that is a C file name (so messages say swap.c), else main.c.
 */
export function sampleFiles(
  block: Pick<CodeBlock, 'title' | 'code' | 'files'>,
): { name: string; code: string }[] {
  if (block.files) return block.files.map((f) => ({ name: f.name, code: f.code }));
  const name = block.title && /^[\w-]+\.c$/.test(block.title) ? block.title : 'main.c';
  return [{ name, code: block.code ?? '' }];
}
