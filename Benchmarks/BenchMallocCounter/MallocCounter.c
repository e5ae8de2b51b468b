// Counts heap allocations by defining malloc and its relatives in the executable, in front of the
// C library's: the dynamic linker binds every call to them in the process (the Swift runtime's,
// Foundation's, the C library's own) to these, which count, then forward to glibc's exported
// __libc_* entry points. No dlsym, no malloc hooks (both gone or unsafe in current glibc).
//
// Linux glibc only. Elsewhere the count stays 0 and route-bench says counting is not available.

#include "BenchMallocCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static uint64_t allocationCount = 0;

static inline void countOne(void) { __atomic_fetch_add(&allocationCount, 1, __ATOMIC_RELAXED); }

void *malloc(size_t size) {
    countOne();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    countOne();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    countOne();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    countOne();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    countOne();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    countOne();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void free(void *pointer) { __libc_free(pointer); }

uint64_t bench_allocation_count(void) { return __atomic_load_n(&allocationCount, __ATOMIC_RELAXED); }

#else

uint64_t bench_allocation_count(void) { return 0; }

#endif
