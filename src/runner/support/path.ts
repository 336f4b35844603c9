/** Where the checking allocator's source is in the compiler's file system (`/usr` is the sysroot). */
export const SUPPORT_SOURCE = '/usr/share/learnc/support.c';
