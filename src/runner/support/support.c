/*
 * Linked into every program the runner builds (browser and sample checks alike).
 *
 * 1. A checking allocator. The linker's --wrap sends every malloc, calloc, realloc, free,
 *    aligned_alloc and posix_memalign (the program's and the C library's) here; heap.h passes the
 *    calling line for calls in the student's code. Each block gets a header (its size, where it was
 *    allocated, links in a list of live blocks) and guard bytes on both sides. free() checks the
 *    header (double free, a pointer malloc did not return) and the guards (writes past either end);
 *    freed blocks wait in a quarantine, filled with 0xDD, so a second free of the same pointer is
 *    still recognised and a write after free is noticed when the block leaves it. At exit every
 *    live block's guards are checked and the blocks never freed are reported by allocating line.
 *    Problems go to the runner through the `learnc` imports, which stop the program for a fatal one.
 *
 * 2. Reading standard input flushes standard output first, as glibc does for a terminal, so a
 *    prompt printed without a newline ("Enter your age: ") appears before the program waits.
 *
 * 3. UBSan's handlers. Programs are compiled with UBSan's checks calling handlers that do not
 *    return (-fno-sanitize-recover); clang passes each one a static record that starts with the
 *    file, line and column of the check, then the types and values involved. Here each handler
 *    passes that record on to the runner (the `undefined` import reads it and stops the program),
 *    so every engine reports the kind and the line without reading a trap back from the stack.
 */
#define __LEARNC_SUPPORT 1
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <wasi/api.h>

#define IMPORT(name) __attribute__((import_module("learnc"), import_name(name)))

/* What went wrong; the same numbers as HEAP_PROBLEMS in src/runner/heap.ts. */
enum problem {
  DOUBLE_FREE = 1,
  INVALID_FREE = 2,
  OVERFLOW = 3,
  UNDERFLOW = 4,
  WRITE_AFTER_FREE = 5,
  INVALID_REALLOC = 6,
};

/* A fatal problem: the runner records it and stops the program (the import does not return). */
IMPORT("heap_problem")
__attribute__((noreturn)) void learnc_heap_problem(int problem, const char *file, int line, const char *alloc_file, int alloc_line,
                         const char *free_file, int free_line, size_t size);
/* One allocating line's blocks that were never freed. */
IMPORT("leak") void learnc_leak(size_t blocks, size_t bytes, const char *file, int line);

void *__real_malloc(size_t);
void __real_free(void *);

#define LIVE 0x4c495645u  /* "LIVE" */
#define FREED 0x46524545u /* "FREE" */
#define GUARD 0xFD
#define FILL 0xDD
#define GUARD_BYTES 16
#define ALIGN 16
#define QUARANTINE_BYTES (4u << 20)

struct block {
  uint32_t magic;
  uint32_t size;
  const char *file; /* where it was allocated (NULL inside the C library) */
  int line;
  const char *free_file; /* where it was freed */
  int free_line;
  struct block *prev, *next; /* live blocks, or the quarantine in the order freed */
  void *base;                /* what __real_malloc returned */
  unsigned char front[28];   /* guard bytes before the program's data */
};
_Static_assert(sizeof(struct block) % ALIGN == 0, "the data after a header stays aligned");

/*
 * A program recorded for the stepper (src/runner/record/) is told of every block the program asks
 * for and gives back, with the line of the call: the picture's heap. NULL in a plain run.
 */
enum heap_event { ALLOCATED = 1, MOVED = 2, RELEASED = 3 };
static void (*observer)(int event, void *data, size_t size, int line, void *from);
static void *moving_from;

void __learnc_record(void (*heap_observer)(int, void *, size_t, int, void *)) {
  observer = heap_observer;
  /* Every byte printed is on the page when a step is recorded, as it would be in a terminal. */
  setvbuf(stdout, NULL, _IONBF, 0);
}

static struct block live = {0, 0, 0, 0, 0, 0, &live, &live, 0, {0}};
static struct block quarantine = {0, 0, 0, 0, 0, 0, &quarantine, &quarantine, 0, {0}};
static size_t quarantined;

static void link_before(struct block *list, struct block *b) {
  b->prev = list->prev;
  b->next = list;
  list->prev->next = b;
  list->prev = b;
}

static void unlink_block(struct block *b) {
  b->prev->next = b->next;
  b->next->prev = b->prev;
}

static unsigned char *data_of(struct block *b) { return (unsigned char *)(b + 1); }

static int filled(const unsigned char *p, size_t n, unsigned char value) {
  for (size_t i = 0; i < n; i++)
    if (p[i] != value) return 0;
  return 1;
}

static void check_guards(struct block *b, const char *file, int line) {
  if (!filled(b->front, sizeof b->front, GUARD))
    learnc_heap_problem(UNDERFLOW, file, line, b->file, b->line, 0, 0, b->size);
  if (!filled(data_of(b) + b->size, GUARD_BYTES, GUARD))
    learnc_heap_problem(OVERFLOW, file, line, b->file, b->line, 0, 0, b->size);
}

static void *allocate(size_t size, size_t alignment, const char *file, int line) {
  if (alignment < ALIGN) alignment = ALIGN;
  size_t extra = sizeof(struct block) + GUARD_BYTES + (alignment - ALIGN);
  if (size > UINT32_MAX - extra) return NULL;
  unsigned char *base = __real_malloc(size + extra);
  if (!base) return NULL;
  uintptr_t data = ((uintptr_t)base + sizeof(struct block) + alignment - 1) & ~(uintptr_t)(alignment - 1);
  struct block *b = (struct block *)data - 1;
  *b = (struct block){LIVE, (uint32_t)size, file, line, 0, 0, 0, 0, base, {0}};
  memset(b->front, GUARD, sizeof b->front);
  memset(data_of(b) + size, GUARD, GUARD_BYTES);
  link_before(&live, b);
  if (observer)
    observer(moving_from ? MOVED : ALLOCATED, data_of(b), size, file ? line : 0, moving_from);
  return data_of(b);
}

/* The block whose data starts at p, or NULL when p is not such a pointer (checked before reading). */
static struct block *block_of(void *p) {
  uintptr_t address = (uintptr_t)p;
  uintptr_t end = __builtin_wasm_memory_size(0) * 65536;
  if (address % ALIGN || address < sizeof(struct block) || address > end) return NULL;
  struct block *b = (struct block *)p - 1;
  if (b->magic == LIVE && b->prev->next == b && b->next->prev == b) return b;
  if (b->magic == FREED) return b;
  return NULL;
}

static void release(struct block *b) {
  if (!filled(data_of(b), b->size, FILL))
    learnc_heap_problem(WRITE_AFTER_FREE, b->free_file, b->free_line, b->file, b->line, b->free_file,
                        b->free_line, b->size);
  unlink_block(b);
  quarantined -= b->size;
  b->magic = 0;
  __real_free(b->base);
}

static void deallocate(void *p, const char *file, int line, int problem_if_invalid) {
  if (!p) return;
  struct block *b = block_of(p);
  if (!b) learnc_heap_problem(problem_if_invalid, file, line, 0, 0, 0, 0, 0);
  if (b->magic == FREED)
    learnc_heap_problem(DOUBLE_FREE, file, line, b->file, b->line, b->free_file, b->free_line, b->size);
  check_guards(b, file, line);
  unlink_block(b);
  b->magic = FREED;
  b->free_file = file;
  b->free_line = line;
  memset(data_of(b), FILL, b->size);
  if (observer) observer(RELEASED, data_of(b), b->size, file ? line : 0, 0);
  link_before(&quarantine, b);
  quarantined += b->size;
  while (quarantined > QUARANTINE_BYTES && quarantine.next != &quarantine) release(quarantine.next);
}

void *__learnc_malloc(size_t size, const char *file, int line) { return allocate(size, ALIGN, file, line); }

void *__learnc_calloc(size_t count, size_t size, const char *file, int line) {
  if (size && count > SIZE_MAX / size) return NULL;
  void *p = allocate(count * size, ALIGN, file, line);
  if (p) memset(p, 0, count * size);
  return p;
}

void *__learnc_realloc(void *p, size_t size, const char *file, int line) {
  if (!p) return allocate(size, ALIGN, file, line);
  struct block *b = block_of(p);
  if (!b) learnc_heap_problem(INVALID_REALLOC, file, line, 0, 0, 0, 0, 0);
  if (b->magic == FREED)
    learnc_heap_problem(DOUBLE_FREE, file, line, b->file, b->line, b->free_file, b->free_line, b->size);
  check_guards(b, file, line);
  moving_from = p;
  void *q = allocate(size, ALIGN, file ? file : b->file, file ? line : b->line);
  moving_from = 0;
  if (!q) return NULL;
  memcpy(q, p, b->size < size ? b->size : size);
  deallocate(p, file, line, INVALID_REALLOC);
  return q;
}

void __learnc_free(void *p, const char *file, int line) { deallocate(p, file, line, INVALID_FREE); }

/* The C library's own calls, and calls through a pointer to malloc, arrive here without a line. */
void *__wrap_malloc(size_t size) { return allocate(size, ALIGN, 0, 0); }
void *__wrap_calloc(size_t count, size_t size) { return __learnc_calloc(count, size, 0, 0); }
void *__wrap_realloc(void *p, size_t size) { return __learnc_realloc(p, size, 0, 0); }
void __wrap_free(void *p) { deallocate(p, 0, 0, INVALID_FREE); }
void *__wrap_aligned_alloc(size_t alignment, size_t size) {
  if (!alignment || alignment & (alignment - 1)) return NULL;
  return allocate(size, alignment, 0, 0);
}
int __wrap_posix_memalign(void **out, size_t alignment, size_t size) {
  if (!alignment || alignment & (alignment - 1) || alignment % sizeof(void *)) return 22; /* EINVAL */
  void *p = allocate(size, alignment, 0, 0);
  if (!p) return 12; /* ENOMEM */
  *out = p;
  return 0;
}

/* At exit (after atexit handlers, which may free): guards, late writes after free, then leaks. */
__attribute__((destructor)) static void check_at_exit(void) {
  for (struct block *b = live.next; b != &live; b = b->next) check_guards(b, 0, 0);
  while (quarantine.next != &quarantine) release(quarantine.next);
  enum { SITES = 64 };
  struct site {
    const char *file;
    int line;
    size_t blocks, bytes;
  } sites[SITES];
  int count = 0;
  for (struct block *b = live.next; b != &live; b = b->next) {
    if (!b->file) continue; /* the C library's (a FILE that was never closed): not the program's line */
    int i = 0;
    while (i < count && !(sites[i].line == b->line && strcmp(sites[i].file, b->file) == 0)) i++;
    if (i == count) {
      if (count == SITES) continue;
      sites[count++] = (struct site){b->file, b->line, 0, 0};
    }
    sites[i].blocks++;
    sites[i].bytes += b->size;
  }
  for (int i = 0; i < count; i++) learnc_leak(sites[i].blocks, sites[i].bytes, sites[i].file, sites[i].line);
}

__wasi_errno_t __real___wasi_fd_read(__wasi_fd_t, const __wasi_iovec_t *, size_t, __wasi_size_t *);

__wasi_errno_t __wrap___wasi_fd_read(__wasi_fd_t fd, const __wasi_iovec_t *iovs, size_t count,
                                     __wasi_size_t *read) {
  if (fd == 0) fflush(stdout);
  return __real___wasi_fd_read(fd, iovs, count, read);
}

/* UBSan's checks, by the numbers UNDEFINED_CHECKS in src/runner/program/undefined.ts reads. */
enum check {
  ADD = 1,
  SUB = 2,
  MUL = 3,
  NEGATE = 4,
  DIVREM = 5,
  SHIFT = 6,
  BOUNDS = 7,
  NULL_POINTER = 8,
  UNREACHABLE = 9,
  VLA_BOUND = 10,
  POINTER_OVERFLOW = 11,
};

/* Undefined behaviour: the runner reads the check's record (`data`) and stops the program. */
IMPORT("undefined")
__attribute__((noreturn)) void learnc_undefined(int check, const void *data, uintptr_t a, uintptr_t b);

/* Each handler has the signature clang calls it with: a WebAssembly call must match it exactly. */
#define HANDLER2(name, check)                                                                      \
  __attribute__((noreturn)) void __ubsan_handle_##name(void *data, uintptr_t a, uintptr_t b) {      \
    learnc_undefined(check, data, a, b);                                                           \
  }
#define HANDLER1(name, check)                                                                      \
  __attribute__((noreturn)) void __ubsan_handle_##name(void *data, uintptr_t a) {                   \
    learnc_undefined(check, data, a, 0);                                                           \
  }
HANDLER2(add_overflow_abort, ADD)
HANDLER2(sub_overflow_abort, SUB)
HANDLER2(mul_overflow_abort, MUL)
HANDLER1(negate_overflow_abort, NEGATE)
HANDLER2(divrem_overflow_abort, DIVREM)
HANDLER2(shift_out_of_bounds_abort, SHIFT)
HANDLER1(out_of_bounds_abort, BOUNDS)
HANDLER1(type_mismatch_v1_abort, NULL_POINTER)
HANDLER1(vla_bound_not_positive_abort, VLA_BOUND)
HANDLER2(pointer_overflow_abort, POINTER_OVERFLOW)
__attribute__((noreturn)) void __ubsan_handle_builtin_unreachable(void *data) {
  learnc_undefined(UNREACHABLE, data, 0, 0);
}
