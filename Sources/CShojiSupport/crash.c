#include "shoji_support.h"
#include <signal.h>
#include <string.h>
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

void shoji_restore_terminal_now(void) {
    if (!armed) return;
    armed = 0;
    if (restore_length > 0) {
        ssize_t ignored = write(tty_fd, restore_bytes, restore_length);
        (void)ignored;
    }
    tcsetattr(tty_fd, TCSAFLUSH, &saved_modes);
}

static void on_fatal_signal(int sig) {
    shoji_restore_terminal_now();
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
    armed = 1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_fatal_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND;
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
