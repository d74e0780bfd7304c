#define _GNU_SOURCE
#include "shoji_support.h"
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include <malloc.h>

static int tty_fd = -1;
static struct termios saved_modes;
static char restore_bytes[256];
static size_t restore_length = 0;
static volatile sig_atomic_t armed = 0;
static const int fatal_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT };
/* Signals whose default action ends the process without a crash. Each gets the handler only while its
 * disposition is the default (a handler another library installed is left alone). */
static const int ending_signals[] = {
    SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT, SIGXCPU, SIGXFSZ, SIGSYS
};
/* Which signals (by number, real-time ones included) this file installed its handler for. */
static volatile sig_atomic_t installed[NSIG];

/* The alternate signal stack.
 *
 * A stack overflow raises SIGSEGV on a thread whose stack is used up: the kernel cannot push the
 * handler's frame there and kills the process with the signal's default action, and the terminal stays
 * raw on the alternate screen. With SA_ONSTACK the handler runs on a stack of its own, which each thread
 * must be given (sigaltstack is per thread, and a new thread starts without one): the main thread gets
 * one when the handler is installed, and any other thread that runs Shoji's code calls
 * shoji_prepare_thread_for_crashes(). The stacks are mmap'd with a guard page below them; a thread's
 * stack is taken back when the thread ends (the key's destructor). The thread's own stack bounds are
 * kept beside it, so the handler can tell a stack overflow from another bad access. */
enum { ALT_STACK_SIZE = 128 * 1024 };
static __thread __attribute__((tls_model("initial-exec"))) uintptr_t thread_stack_low = 0;
static __thread __attribute__((tls_model("initial-exec"))) uintptr_t thread_stack_high = 0;
static __thread __attribute__((tls_model("initial-exec"))) int thread_prepared = 0;
static pthread_key_t alt_stack_key;
static pthread_once_t alt_stack_key_once = PTHREAD_ONCE_INIT;

static void release_alt_stack(void *mapping) {
    thread_prepared = 0;
    stack_t off;
    memset(&off, 0, sizeof off);
    off.ss_flags = SS_DISABLE;
    sigaltstack(&off, NULL);
    munmap(mapping, ALT_STACK_SIZE + (size_t)sysconf(_SC_PAGESIZE));
}

static void make_alt_stack_key(void) { pthread_key_create(&alt_stack_key, release_alt_stack); }

static void record_stack_bounds(void) {
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return;
    void *low = NULL;
    size_t size = 0;
    if (pthread_attr_getstack(&attributes, &low, &size) == 0) {
        thread_stack_low = (uintptr_t)low;
        thread_stack_high = (uintptr_t)low + size;
    }
    pthread_attr_destroy(&attributes);
}

int shoji_prepare_thread_for_crashes(void) {
    if (thread_prepared) return 0;
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && !(current.ss_flags & SS_DISABLE) && current.ss_size > 0) {
        if (thread_stack_high == 0) record_stack_bounds();
        thread_prepared = 1;
        return 0;
    }
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    void *mapping = mmap(NULL, ALT_STACK_SIZE + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapping == MAP_FAILED) return -1;
    mprotect(mapping, page, PROT_NONE); /* the guard page: the alternate stack grows down towards it */
    stack_t stack;
    memset(&stack, 0, sizeof stack);
    stack.ss_sp = (char *)mapping + page;
    stack.ss_size = ALT_STACK_SIZE;
    if (sigaltstack(&stack, NULL) != 0) {
        munmap(mapping, ALT_STACK_SIZE + page);
        return -1;
    }
    pthread_once(&alt_stack_key_once, make_alt_stack_key);
    pthread_setspecific(alt_stack_key, mapping);
    record_stack_bounds();
    thread_prepared = 1;
    return 0;
}

int shoji_thread_has_alt_stack(void) {
    stack_t current;
    return sigaltstack(NULL, &current) == 0 && !(current.ss_flags & SS_DISABLE) && current.ss_size > 0;
}

/* Async-signal-safe output: a string, and a small number in decimal. */
static size_t append(char *line, size_t at, size_t capacity, const char *text) {
    while (*text && at + 1 < capacity) line[at++] = *text++;
    return at;
}

static size_t append_number(char *line, size_t at, size_t capacity, int value) {
    char digits[12];
    size_t n = 0;
    unsigned int v = value < 0 ? 0u : (unsigned int)value;
    do { digits[n++] = (char)('0' + v % 10); v /= 10; } while (v && n < sizeof digits);
    while (n > 0 && at + 1 < capacity) line[at++] = digits[--n];
    return at;
}

static const char *signal_name(int sig) {
    switch (sig) {
    case SIGSEGV: return "SIGSEGV (segmentation fault)";
    case SIGBUS: return "SIGBUS (bus error)";
    case SIGILL: return "SIGILL (a Swift runtime trap or an illegal instruction)";
    case SIGTRAP: return "SIGTRAP (a trap)";
    case SIGFPE: return "SIGFPE (arithmetic error)";
    case SIGABRT: return "SIGABRT (abort)";
    case SIGUSR1: return "SIGUSR1";
    case SIGUSR2: return "SIGUSR2";
    case SIGALRM: return "SIGALRM";
    case SIGVTALRM: return "SIGVTALRM";
    case SIGPROF: return "SIGPROF";
    case SIGIO: return "SIGIO";
    case SIGPWR: return "SIGPWR";
    case SIGSTKFLT: return "SIGSTKFLT";
    case SIGXCPU: return "SIGXCPU (CPU time limit)";
    case SIGXFSZ: return "SIGXFSZ (file size limit)";
    case SIGSYS: return "SIGSYS (bad system call)";
    default: return NULL;
    }
}

/* Whether `address` is at the end of the crashing thread's stack, in its guard area or just past it. */
static int is_stack_overflow(int sig, const siginfo_t *info) {
    /* si_code <= 0: sent by a process (kill, raise), so si_addr means nothing. */
    if ((sig != SIGSEGV && sig != SIGBUS) || info == NULL || info->si_code <= 0 || thread_stack_high == 0) return 0;
    uintptr_t address = (uintptr_t)info->si_addr;
    uintptr_t margin = 256 * 1024;
    uintptr_t floor = thread_stack_low > margin ? thread_stack_low - margin : 0;
    return address >= floor && address < thread_stack_low + margin;
}

/* One line on standard error, naming the signal, after the terminal is back. */
static void report(int sig, const siginfo_t *info) {
    char line[256];
    size_t at = append(line, 0, sizeof line, "Shoji: the app stopped on ");
    const char *name = is_stack_overflow(sig, info) ? (sig == SIGSEGV ? "SIGSEGV (stack overflow)" : "SIGBUS (stack overflow)")
                                                     : signal_name(sig);
    if (name) {
        at = append(line, at, sizeof line, name);
    } else {
        at = append(line, at, sizeof line, "signal ");
        at = append_number(line, at, sizeof line, sig);
    }
    at = append(line, at, sizeof line, "; terminal restored.\n");
    ssize_t ignored = write(2, line, at);
    (void)ignored;
}

void shoji_restore_terminal_now(void) {
    if (!armed) return;
    armed = 0;
    if (restore_length > 0) {
        ssize_t ignored = write(tty_fd, restore_bytes, restore_length);
        (void)ignored;
    }
    tcsetattr(tty_fd, TCSAFLUSH, &saved_modes);
}

static volatile sig_atomic_t reported = 0;

static void on_fatal_signal(int sig, siginfo_t *info, void *context) {
    (void)context;
    shoji_restore_terminal_now();
    if (!reported) {
        reported = 1;
        report(sig, info);
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

static void install_if_default(int sig, const struct sigaction *action) {
    struct sigaction current;
    if (sig <= 0 || sig >= NSIG || sigaction(sig, NULL, &current) != 0) return;
    if (current.sa_handler != SIG_DFL || (current.sa_flags & SA_SIGINFO)) return;
    if (sigaction(sig, action, NULL) == 0) installed[sig] = 1;
}

void shoji_install_crash_handler(int fd, const struct termios *saved, const char *restore, size_t length) {
    tty_fd = fd;
    saved_modes = *saved;
    if (length > sizeof restore_bytes) length = sizeof restore_bytes;
    memcpy(restore_bytes, restore, length);
    restore_length = length;
    reported = 0;
    armed = 1;
    shoji_prepare_thread_for_crashes();
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_fatal_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND | SA_ONSTACK | SA_SIGINFO;
    for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++) {
        sigaction(fatal_signals[i], &action, NULL);
        installed[fatal_signals[i]] = 1;
    }
    for (size_t i = 0; i < sizeof ending_signals / sizeof ending_signals[0]; i++)
        install_if_default(ending_signals[i], &action);
    for (int sig = SIGRTMIN; sig <= SIGRTMAX; sig++) install_if_default(sig, &action);
}

void shoji_remove_crash_handler(void) {
    armed = 0;
    for (int sig = 1; sig < NSIG; sig++) {
        if (!installed[sig]) continue;
        installed[sig] = 0;
        signal(sig, SIG_DFL);
    }
}

size_t shoji_heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

/* Under AddressSanitizer (make test-asan), LeakSanitizer's exit-time report is off by default for every
 * Shoji binary: it reports Swift objects that are still reachable as leaked, because Swift keeps some
 * pointers where LeakSanitizer does not recognise them (an enum's case tag in a payload pointer's spare
 * bits, a weak reference's side table behind shifted bits of the object's reference count). Leaks are
 * tested by counting instead (the heap-growth tests). Memory errors are still reported. */
const char *__asan_default_options(void);
const char *__asan_default_options(void) { return "detect_leaks=0"; }
