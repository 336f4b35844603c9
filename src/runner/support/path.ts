/** Where the checking allocator's source is in the compiler's file system (`/usr` is the sysroot). */
export const SUPPORT_SOURCE = '/usr/share/learnc/support.c';

/** Its object file, compiled at build time and shipped in the sysroot; linked into every program. */
export const SUPPORT_OBJECT = '/usr/share/learnc/support.o';
