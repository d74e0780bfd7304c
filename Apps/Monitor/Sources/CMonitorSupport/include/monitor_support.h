#ifndef MONITOR_SUPPORT_H
#define MONITOR_SUPPORT_H

#include <malloc.h>

/**
 * Makes the memory a refresh frees go back to the system (glibc's `mallopt`, which Swift's Glibc module
 * does not import).
 *
 * Each refresh builds a new sample (arrays and dictionaries of every process) on the reader's thread and
 * drops the last one. glibc gives that thread an arena of its own, and raises its threshold for mapping
 * large blocks once the first is freed, so the freed samples stayed resident. One arena and a fixed
 * threshold of 128 KiB: 41 MB → 34 MB at 10,000 processes.
 */
static inline void monitor_return_freed_memory(void) {
    mallopt(M_ARENA_MAX, 1);
    mallopt(M_MMAP_THRESHOLD, 128 * 1024);
}

#endif
