/**
 * The runner's additions to the sysroot, as paths under `/usr` and their text: the checking
 * allocator's source (compiled once per loaded compiler, then linked into every program), its
 * header, and `<stdlib.h>` ending with an include of that header. Read in Node by the build step
 * that packs the sysroot (`build/prepare.ts`).
 */
import { readFileSync } from 'node:fs';
import { SUPPORT_SOURCE } from './path.ts';

const HEAP_HEADER = 'include/wasm32-wasip1/__learnc_heap.h';
const STDLIB = 'include/wasm32-wasip1/stdlib.h';

const read = (name: string) => new Uint8Array(readFileSync(new URL(`./${name}`, import.meta.url)));

/**
 * The sysroot entries to add or replace (paths relative to `/usr`), given the original
 * `<stdlib.h>`. Throws when the sysroot has no `<stdlib.h>` to extend.
 */
export function supportFiles(stdlib: Uint8Array | undefined): { path: string; data: Uint8Array }[] {
  if (!stdlib) throw new Error(`the sysroot has no ${STDLIB} to add the checking allocator's macros to`);
  const tail = new TextEncoder().encode(
    '\n/* The runner: malloc and free report their line. */\n#include <__learnc_heap.h>\n',
  );
  const patched = new Uint8Array(stdlib.length + tail.length);
  patched.set(stdlib);
  patched.set(tail, stdlib.length);
  return [
    { path: STDLIB, data: patched },
    { path: HEAP_HEADER, data: read('heap.h') },
    { path: SUPPORT_SOURCE.replace(/^\/usr\//, ''), data: read('support.c') },
  ];
}
