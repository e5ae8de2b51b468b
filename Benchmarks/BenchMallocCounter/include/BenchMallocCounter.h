// Counts the heap allocations of the whole process, for route-bench (see BENCHMARKS.md).
#ifndef BENCH_MALLOC_COUNTER_H
#define BENCH_MALLOC_COUNTER_H

#include <stdint.h>

/// The number of allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign)
/// made by any thread since the process started. It stays 0 where counting is not available
/// (not Linux glibc); the caller checks that an allocation it makes is counted.
uint64_t bench_allocation_count(void);

#endif
