/*
 * Included at the end of <stdlib.h> in the runner's sysroot: malloc, calloc, realloc and free
 * pass the file and line of the call to the runner's checking allocator (support.c), so a leak
 * or a double free can be reported at the line that caused it. Defined after <stdlib.h>'s own
 * declarations, which these function-like macros would otherwise rewrite.
 */
#ifndef __LEARNC_HEAP_H
#define __LEARNC_HEAP_H
#ifndef __LEARNC_SUPPORT
void *__learnc_malloc(__SIZE_TYPE__ __size, const char *__file, int __line);
void *__learnc_calloc(__SIZE_TYPE__ __count, __SIZE_TYPE__ __size, const char *__file, int __line);
void *__learnc_realloc(void *__pointer, __SIZE_TYPE__ __size, const char *__file, int __line);
void __learnc_free(void *__pointer, const char *__file, int __line);
#define malloc(size) __learnc_malloc((size), __FILE__, __LINE__)
#define calloc(count, size) __learnc_calloc((count), (size), __FILE__, __LINE__)
#define realloc(pointer, size) __learnc_realloc((pointer), (size), __FILE__, __LINE__)
#define free(pointer) __learnc_free((pointer), __FILE__, __LINE__)
#endif
#endif
