/**
 * Which parts of YoWASP's sysroot a C11 program needs. The package ships a full C and C++ toolchain
 * (libc++, CUDA, OpenCL and every CPU's intrinsics headers); a C course needs wasi-libc, clang's own
 * freestanding headers and the compiler runtime. Paths are relative to the sysroot (`/usr`).
 */

/** clang's own headers that C programs include (the rest are other CPUs' intrinsics). */
const CLANG_C_HEADERS = new Set([
  'float.h',
  'inttypes.h',
  'iso646.h',
  'limits.h',
  'stdalign.h',
  'stdarg.h',
  'stdatomic.h',
  'stdbool.h',
  'stdckdint.h',
  'stdcountof.h',
  'stddef.h',
  'stddefer.h',
  'stdint.h',
  'stdnoreturn.h',
  'tgmath.h',
  'varargs.h',
]);

/**
 * Libraries a C program is linked against: the driver's defaults, and the ones `flags.ts` adds so
 * that standard C works as on Linux (`long double` in printf and scanf, `clock()`, `signal()`, `setjmp`/`longjmp`). The
 * other archives are C++ or emulations of POSIX.
 */
const C_LIBRARIES = new Set([
  'lib/wasm32-wasip1/crt1-command.o',
  'lib/wasm32-wasip1/libc.a',
  'lib/wasm32-wasip1/libm.a',
  'lib/wasm32-wasip1/libc-printscan-long-double.a',
  'lib/wasm32-wasip1/libwasi-emulated-process-clocks.a',
  'lib/wasm32-wasip1/libwasi-emulated-signal.a',
  'lib/wasm32-wasip1/libsetjmp.a',
  'lib/wasm32-unknown-wasip1/libclang_rt.builtins.a',
]);

/** Whether a file of the sysroot is kept in the download. */
export function keepSysrootFile(path: string): boolean {
  if (C_LIBRARIES.has(path)) return true;
  if (path.startsWith('include/wasm32-wasip1/')) return !path.includes('/c++/');
  const header = /^include\/([^/]+)$/.exec(path)?.[1];
  if (header === undefined) return false;
  return CLANG_C_HEADERS.has(header) || /^__(stddef|stdarg|float)_[a-z_]+\.h$/.test(header);
}
