/*
 * capture.c — ncurses' output kept in memory instead of passing through a pipe.
 *
 * Shoji rewrites each frame ncurses writes before it reaches the terminal (ShojiTerminal's
 * TerminalOutput and FrameCompactor), so ncurses must write somewhere Shoji can read. ncurses 6.4 writes
 * with write(2) to the descriptor of the stream `newterm` was given, so a memory stream (`fmemopen`,
 * `fopencookie`: descriptor -1) does not work; a pipe does, but costs two system calls a frame (the
 * write into it, the read back), about 8 µs after a person's pause on this machine kind for a 40-byte
 * frame, a tenth of what a toggle's frame costs beyond the pseudo-terminal's own round trip.
 *
 * So the program defines `write` itself. The dynamic linker binds the libraries' calls to the program's
 * definition (libtinfo's `_nc_flush` among them), and the program's own calls bind to it when linked.
 * A write to a descriptor registered here appends to that slot's buffer and returns the full count, as
 * a pipe with room would; every other write goes on, unchanged, to the `write` that would have run
 * without this one: the next definition after the program (`dlsym(RTLD_NEXT)`, found once before `main`,
 * so that a library preloaded to wrap `write` still sees every call), else glibc's `__write` (the same
 * function as its `write`, exported under both names). The pipe stays as it was: the registered descriptor is
 * its write end, so if this definition is not the one that runs (a build with AddressSanitizer, whose
 * own `write` wrapper is left in place, or a C library other than glibc), ncurses' bytes reach the pipe
 * and are read from there as before.
 *
 * A slot's bytes are appended and taken on the one thread that drives its screen (ncurses is not
 * thread-safe, and Shoji calls it from one thread at a time); other threads' writes only read the
 * registered descriptors.
 */
#define _GNU_SOURCE
#include "interpose.h"
#include "shoji_support.h"

#include <limits.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>


#define SLOTS 8

/* One registered descriptor. `fd_plus_one` is 0 when the slot is free (zero-initialized storage needs
 * no constructor: `write` may run before any). */
struct capture_slot {
    _Atomic int fd_plus_one;
    unsigned char *bytes;
    /* The bytes kept are bytes[taken..<count]. */
    size_t taken;
    size_t count;
    size_t capacity;
    /* An append could not grow the buffer: later writes go to the pipe until the reader has taken
     * everything, so the bytes stay in order (the buffer's first, then the pipe's). */
    int overflowed;
    /* Writes kept since the slot was registered. */
    size_t writes;
    /* The most the buffer may hold (0: no limit other than memory); set by tests to make it overflow. */
    size_t limit;
};

static struct capture_slot slots[SLOTS];
static _Atomic int registered;

int shoji_capture_available(void) {
#ifdef SHOJI_NO_INTERPOSE
    return 0;
#else
    return 1;
#endif
}

int shoji_capture_register(int fd) {
    if (fd < 0 || !shoji_capture_available()) return -1;
    for (int i = 0; i < SLOTS; i++) {
        int expected = 0;
        if (atomic_compare_exchange_strong(&slots[i].fd_plus_one, &expected, -1)) {
            /* Reserved (-1 matches no descriptor): set the buffer up, then publish the descriptor. */
            slots[i].taken = 0;
            slots[i].writes = 0;
            slots[i].count = 0;
            slots[i].overflowed = 0;
            slots[i].limit = 0;
            atomic_store(&slots[i].fd_plus_one, fd + 1);
            atomic_fetch_add(&registered, 1);
            return i;
        }
    }
    return -1;
}

void shoji_capture_unregister(int slot) {
    if (slot < 0 || slot >= SLOTS) return;
    atomic_store(&slots[slot].fd_plus_one, -1);
    free(slots[slot].bytes);
    slots[slot].bytes = NULL;
    slots[slot].taken = 0;
    slots[slot].count = 0;
    slots[slot].capacity = 0;
    slots[slot].overflowed = 0;
    atomic_fetch_sub(&registered, 1);
    atomic_store(&slots[slot].fd_plus_one, 0);
}

size_t shoji_capture_take(int slot, void *into, size_t capacity, int *overflowed) {
    if (slot < 0 || slot >= SLOTS) return 0;
    struct capture_slot *s = &slots[slot];
    size_t held = s->count - s->taken;
    size_t n = held < capacity ? held : capacity;
    if (n > 0) {
        memcpy(into, s->bytes + s->taken, n);
        s->taken += n;
    }
    if (s->taken == s->count) s->taken = s->count = 0;
    if (overflowed) *overflowed = s->overflowed;
    return n;
}

size_t shoji_capture_pending(int slot) {
    if (slot < 0 || slot >= SLOTS) return 0;
    return slots[slot].count - slots[slot].taken;
}

size_t shoji_capture_writes(int slot) {
    if (slot < 0 || slot >= SLOTS) return 0;
    return slots[slot].writes;
}

void shoji_capture_limit(int slot, size_t bytes) {
    if (slot < 0 || slot >= SLOTS) return;
    slots[slot].limit = bytes;
}

void shoji_capture_drained(int slot) {
    if (slot < 0 || slot >= SLOTS) return;
    if (slots[slot].count == slots[slot].taken) slots[slot].overflowed = 0;
}

#ifndef SHOJI_NO_INTERPOSE
#include <dlfcn.h>

extern ssize_t __write(int fd, const void *buffer, size_t count);

typedef ssize_t (*write_function)(int, const void *, size_t);

/* The `write` after this one (a preloaded wrapper's, or libc's), or NULL for `__write`. Set before `main`
 * by a constructor, while one thread runs, and only read afterwards: `dlsym` is not async-signal-safe, so
 * it never runs inside `write`, which the crash handler calls. */
static write_function next_write;

__attribute__((constructor)) static void find_next_write(void) {
    void *found = dlsym(RTLD_NEXT, "write");
    if (found != NULL && found != (void *)&write) next_write = (write_function)found;
}

/* Appends to a slot; 0 when the buffer could not grow. */
static int append(struct capture_slot *s, const void *buffer, size_t count) {
    if (s->overflowed) return 0;
    if (count > s->capacity - s->count && s->taken > 0) {
        /* Room at the front, from bytes already taken: move the rest there first. */
        memmove(s->bytes, s->bytes + s->taken, s->count - s->taken);
        s->count -= s->taken;
        s->taken = 0;
    }
    if (count > s->capacity - s->count) {
        size_t needed = s->count + count;
        if (needed < s->count || (s->limit > 0 && needed > s->limit)) return s->overflowed = 1, 0;
        size_t capacity = s->capacity ? s->capacity : 4096;
        while (capacity < needed) {
            if (capacity > SIZE_MAX / 2) return s->overflowed = 1, 0;
            capacity *= 2;
        }
        unsigned char *grown = realloc(s->bytes, capacity);
        if (grown == NULL) return s->overflowed = 1, 0;
        s->bytes = grown;
        s->capacity = capacity;
    }
    if (count > 0) memcpy(s->bytes + s->count, buffer, count);
    s->count += count;
    s->writes += 1;
    return 1;
}

__attribute__((visibility("default"))) ssize_t write(int fd, const void *buffer, size_t count) {
    if (atomic_load_explicit(&registered, memory_order_relaxed) > 0 && fd >= 0 && count <= SSIZE_MAX) {
        for (int i = 0; i < SLOTS; i++) {
            if (atomic_load_explicit(&slots[i].fd_plus_one, memory_order_acquire) == fd + 1) {
                if (append(&slots[i], buffer, count)) return (ssize_t)count;
                break;
            }
        }
    }
    write_function next = next_write;
    return next != NULL ? next(fd, buffer, count) : __write(fd, buffer, count);
}
#endif
