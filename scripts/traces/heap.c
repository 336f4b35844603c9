/*
 * Linked into a traced program (never into a lesson's own build): the program's calls to malloc,
 * calloc, realloc and free reach these wrappers through `-Wl,--wrap=...`, which record each block in
 * a table the tracer reads between steps. Calls made inside the C library (printf's buffer, fopen's
 * FILE) are not wrapped, so the picture shows only the blocks the program itself asked for.
 *
 * Compiled without -g, so gdb's `step` walks over these functions as it does over the library.
 * New memory from malloc and realloc is filled with UNSET bytes, as debug allocators do: whatever the
 * allocator left there would differ from machine to machine, and the picture shows UNSET as "?".
 */
#include <stddef.h>
#include <string.h>

void *__real_malloc(size_t size);
void *__real_calloc(size_t count, size_t size);
void *__real_realloc(void *block, size_t size);
void __real_free(void *block);

#define UNSET 0xCC
#define MAX_BLOCKS 4096

enum { LIVE = 1, FREED = 2 };

/* Read by scripts/traces/gdb/memory.py at fixed offsets: keep the layout in step with it (32 bytes). */
struct learnc_block {
    void *address;
    size_t size;
    int state;
    int from; /* for a block realloc moved: the number of the block it came from, plus 1; else 0 */
    void *site; /* return address of the call, for its line */
};

struct learnc_block learnc_blocks[MAX_BLOCKS];
int learnc_block_count;

/* Where the tracer copies a struct a function is returning, to read it as it reads any memory. */
unsigned char learnc_returned[4096];

static void record(void *address, size_t size, int from, void *site) {
    if (address == NULL || learnc_block_count >= MAX_BLOCKS) return;
    struct learnc_block *b = &learnc_blocks[learnc_block_count++];
    b->address = address;
    b->size = size;
    b->state = LIVE;
    b->from = from;
    b->site = site;
}

static int find_live(void *address) {
    for (int i = learnc_block_count - 1; i >= 0; i--)
        if (learnc_blocks[i].address == address && learnc_blocks[i].state == LIVE) return i;
    return -1;
}

void *__wrap_malloc(size_t size) {
    void *p = __real_malloc(size);
    if (p != NULL) memset(p, UNSET, size);
    record(p, size, 0, __builtin_return_address(0));
    return p;
}

void *__wrap_calloc(size_t count, size_t size) {
    void *p = __real_calloc(count, size);
    record(p, count * size, 0, __builtin_return_address(0));
    return p;
}

void *__wrap_realloc(void *block, size_t size) {
    void *site = __builtin_return_address(0);
    int old = block == NULL ? -1 : find_live(block);
    size_t old_size = old >= 0 ? learnc_blocks[old].size : 0;
    if (old >= 0 && size > 0) {
        /* Always a new block, as the site's checking allocator does: glibc may grow a block in place,
         * which would hide a stale pointer to the old one, and the picture would differ from the
         * in-browser recording of the same program. Both are allowed by C. */
        void *p = __real_malloc(size);
        if (p == NULL) return p; /* a failed realloc leaves the old block as it was */
        memcpy(p, block, old_size < size ? old_size : size);
        if (size > old_size) memset((char *)p + old_size, UNSET, size - old_size);
        learnc_blocks[old].state = FREED;
        __real_free(block);
        record(p, size, old + 1, site);
        return p;
    }
    void *p = __real_realloc(block, size);
    if (p == NULL) return p;
    if (size > old_size) memset((char *)p + old_size, UNSET, size - old_size);
    if (old >= 0) learnc_blocks[old].state = FREED;
    record(p, size, old + 1, site);
    return p;
}

void __wrap_free(void *block) {
    int i = block == NULL ? -1 : find_live(block);
    if (i >= 0) learnc_blocks[i].state = FREED;
    __real_free(block);
}
