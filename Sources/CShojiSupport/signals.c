#define _GNU_SOURCE
#include "shoji_support.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

/* The self-pipe: the handler writes the signal's number into it, the app reads it on its main queue.
 *
 * Why not Dispatch's signal sources: on Linux, libdispatch (swift-corelibs) reads signals from a
 * signalfd, which sees a signal only while it is pending and blocked. Threads that do not block it take it
 * through libdispatch's handler, which blocks it in that thread and re-raises it at the thread that
 * registered the source; the block is undone when the handler returns (the kernel restores the thread's
 * mask), and a signal pending on one thread is invisible to a signalfd polled by another. Whether a
 * resize or a SIGTERM arrives would rest on which thread the kernel picks. A handler that writes to a
 * pipe works from any thread, and the byte waits in the pipe until the app reads it. */
static int signal_pipe[2] = { -1, -1 };
static volatile sig_atomic_t watched[NSIG];

/* Set while the process stops itself: the SIGCONT that wakes it is expected, not news. */
static volatile sig_atomic_t own_continue_expected;

static void on_watched_signal(int sig, siginfo_t *info, void *context) {
    (void)context;
    /* The SIGTSTP `shoji_stop_self` sends its group reaches this process too. */
    if (sig == SIGTSTP && info && info->si_code == SI_USER && info->si_pid == getpid()) return;
    if (sig == SIGCONT && own_continue_expected) {
        own_continue_expected = 0;
        return;
    }
    int saved = errno;
    unsigned char byte = (unsigned char)sig;
    /* A full pipe already holds bytes the app has yet to read: dropping this one loses nothing. */
    ssize_t ignored = write(signal_pipe[1], &byte, 1);
    (void)ignored;
    errno = saved;
}

int shoji_signal_pipe_open(void) {
    if (signal_pipe[0] >= 0) return signal_pipe[0];
    if (pipe2(signal_pipe, O_NONBLOCK | O_CLOEXEC) != 0) {
        signal_pipe[0] = signal_pipe[1] = -1;
        return -1;
    }
    return signal_pipe[0];
}

int shoji_signal_watch(int sig) {
    if (sig <= 0 || sig >= NSIG || sig > 255 || signal_pipe[1] < 0) return -1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_watched_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART | SA_SIGINFO;
    if (sigaction(sig, &action, NULL) != 0) return -1;
    watched[sig] = 1;
    return 0;
}

void shoji_stop_self(void) {
    own_continue_expected = 1;
    kill(0, SIGTSTP);
    /* `raise` stops this very thread before it returns; `kill(getpid(), …)` may hand the stop to another
     * thread while this one goes on (seen under a parent that is not a shell). */
    raise(SIGSTOP);
}

void shoji_signal_unwatch_all(void) {
    for (int sig = 1; sig < NSIG; sig++) {
        if (!watched[sig]) continue;
        watched[sig] = 0;
        signal(sig, SIG_DFL);
    }
}

void shoji_signal_pipe_close(int read_end) {
    if (read_end < 0 || read_end != signal_pipe[0]) return;
    shoji_signal_unwatch_all();
    close(signal_pipe[0]);
    if (signal_pipe[1] >= 0) close(signal_pipe[1]);
    signal_pipe[0] = signal_pipe[1] = -1;
}
