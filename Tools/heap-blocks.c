/* heap-blocks.c — a preload for Tools/heap-blocks.sh: keeps a table of the live heap blocks (address,
 * size, allocation number) and, on SIGUSR2, writes them to $HEAP_BLOCKS_OUT with each block's first two
 * words and, for a Swift object whose metadata the runtime made (in the binary's .bss pool), the type's
 * name from `swift_getTypeName`.
 *
 * A diagnostic, never linked into Shoji: it interposes malloc and free for one traced run. The table is a
 * fixed open-addressing hash (4M slots, spin lock); the dump runs in the signal handler, which is safe
 * enough for a process idle in poll() and wrong anywhere else. `swift_getTypeName` is called only for a
 * first word inside the pool and a second word that reads as a fresh object's reference count (low 31
 * bits 3), so a raw block whose first word happens to point there is not taken for an object. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/auxv.h>
#include <unistd.h>

extern void *__libc_malloc(size_t);
extern void __libc_free(void *);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

typedef struct { const char *data; uintptr_t length; } TypeName;
typedef TypeName (*TypeNameFunction)(void *, _Bool);

#define SLOTS (1u << 22)
typedef struct { uintptr_t address; size_t size; uint64_t number; } Slot;
static Slot table[SLOTS];
static volatile int busy;
static uint64_t allocations;

static void lock(void) { while (__sync_lock_test_and_set(&busy, 1)) {} }
static void unlock(void) { __sync_lock_release(&busy); }
static uint32_t slot_of(uintptr_t p) { return (uint32_t)((p >> 4) * 2654435761u) & (SLOTS - 1); }

static void remember(void *p, size_t n) {
    if (!p) return;
    lock();
    uint32_t i = slot_of((uintptr_t)p);
    while (table[i].address > 1 && table[i].address != (uintptr_t)p) i = (i + 1) & (SLOTS - 1);
    table[i] = (Slot){(uintptr_t)p, n, ++allocations};
    unlock();
}

static void forget(void *p) {
    if (!p) return;
    lock();
    uint32_t i = slot_of((uintptr_t)p);
    while (table[i].address) {
        if (table[i].address == (uintptr_t)p) { table[i].address = 1; break; }
        i = (i + 1) & (SLOTS - 1);
    }
    unlock();
}

void *malloc(size_t n) { void *p = __libc_malloc(n); remember(p, n); return p; }
void free(void *p) { forget(p); __libc_free(p); }
void *calloc(size_t a, size_t b) { void *p = __libc_calloc(a, b); remember(p, a * b); return p; }
void *realloc(void *old, size_t n) { forget(old); void *p = __libc_realloc(old, n); remember(p, n); return p; }
void *memalign(size_t a, size_t n) { void *p = __libc_memalign(a, n); remember(p, n); return p; }
void *aligned_alloc(size_t a, size_t n) { return memalign(a, n); }
int posix_memalign(void **out, size_t a, size_t n) { *out = memalign(a, n); return *out ? 0 : 12; }

static void dump(int signal_number) {
    (void)signal_number;
    const char *out = getenv("HEAP_BLOCKS_OUT");
    int fd = open(out ? out : "/tmp/heap-blocks.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) return;
    /* The executable's load address: its program headers follow the 64-byte ELF header. */
    uintptr_t base = getauxval(AT_PHDR) - 64;
    const char *name_at = getenv("HEAP_BLOCKS_TYPENAME"), *pool_lo = getenv("HEAP_BLOCKS_POOL_LO"),
               *pool_hi = getenv("HEAP_BLOCKS_POOL_HI");
    TypeNameFunction type_name = name_at ? (TypeNameFunction)(base + strtoul(name_at, 0, 16)) : 0;
    uintptr_t lo = pool_lo ? base + strtoul(pool_lo, 0, 16) : 0, hi = pool_hi ? base + strtoul(pool_hi, 0, 16) : 0;
    char line[192];
    for (uint32_t i = 0; i < SLOTS; i++) {
        if (table[i].address <= 1) continue;
        const uintptr_t *words = (const uintptr_t *)table[i].address;
        uintptr_t w0 = table[i].size >= 8 ? words[0] : 0, w1 = table[i].size >= 16 ? words[1] : 0;
        int k = snprintf(line, sizeof line, "%lx %zu %lu %lx %lx", (unsigned long)table[i].address, table[i].size,
                         (unsigned long)table[i].number, (unsigned long)w0, (unsigned long)w1);
        if (write(fd, line, k) < 0) break;
        if (type_name && (w1 & 0x7fffffff) == 3 && w0 >= lo && w0 < hi && (w0 & 7) == 0) {
            TypeName t = type_name((void *)w0, 1);
            if (t.data && write(fd, " ", 1) == 1) (void)!write(fd, t.data, t.length > 200 ? 200 : t.length);
        }
        (void)!write(fd, "\n", 1);
    }
    int k = snprintf(line, sizeof line, "END %lu\n", (unsigned long)allocations);
    (void)!write(fd, line, k);
    close(fd);
}

__attribute__((constructor)) static void install(void) { signal(SIGUSR2, dump); }
