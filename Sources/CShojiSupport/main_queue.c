#define _GNU_SOURCE
#include "shoji_support.h"
#include <signal.h>
#include <stdint.h>
#include <pthread.h>
#include <sys/syscall.h>
#include <unistd.h>

/* libdispatch's run-loop interface, exported for CoreFoundation's run loop (swift-corelibs-foundation
 * drives the main queue on the main thread with exactly these two calls). On Linux the handle is an
 * eventfd that libdispatch writes to whenever the main queue has work. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

int shoji_main_queue_fd(void) { return _dispatch_get_main_queue_handle_4CF(); }

void shoji_drain_main_queue(void) {
    uint64_t pokes;
    /* Reset the eventfd first: a poke that comes while the queue drains makes it readable again. */
    ssize_t ignored = read(_dispatch_get_main_queue_handle_4CF(), &pokes, sizeof pokes);
    (void)ignored;
    _dispatch_main_queue_callback_4CF(NULL);
}

int shoji_is_main_thread(void) { return syscall(SYS_gettid) == getpid(); }

void shoji_unblock_all_signals(void) {
    sigset_t none;
    sigemptyset(&none);
    pthread_sigmask(SIG_SETMASK, &none, NULL);
}
