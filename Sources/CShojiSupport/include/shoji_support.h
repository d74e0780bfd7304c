/*
 * shoji_support.h — crash safety for the terminal, and signals delivered through a pipe.
 *
 * A fatal signal (a Swift `fatalError`, a trap, a segfault) would otherwise leave the user's terminal in
 * raw mode on the alternate screen. The handler restores it using only async-signal-safe calls
 * (`write(2)`, `tcsetattr(3)`), then re-raises the signal with its default action so the exit status and
 * any core dump are unchanged.
 */
#ifndef SHOJI_SUPPORT_H
#define SHOJI_SUPPORT_H

#include <stddef.h>
#include <termios.h>

/** Installs handlers for SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE and SIGABRT, and for every other signal
 *  whose default action ends the process (SIGUSR1, SIGALRM, SIGXCPU, the real-time signals, …) while its
 *  disposition is the default, that write `restore` (at most 255 bytes) to `tty_fd`, put back the
 *  terminal modes in `saved`, write one line naming the signal to standard error (saying so when it was a
 *  stack overflow), then end the process with the signal's default action. The handlers run on an
 *  alternate signal stack (`SA_ONSTACK`): the calling thread gets one here, other threads from
 *  `shoji_prepare_thread_for_crashes`. */
void shoji_install_crash_handler(int tty_fd, const struct termios *saved, const char *restore, size_t length);

/** Gives the calling thread an alternate signal stack (128 KiB, with a guard page) if it has none, so
 *  the crash handler can run there after a stack overflow, and records the thread's stack bounds, so the
 *  handler can say it was one. The main thread gets one from `shoji_install_crash_handler`; any other
 *  thread that runs Shoji's or the app's code calls this first. The stack is released when the thread
 *  ends. 0 on success, -1 if no stack could be set. */
int shoji_prepare_thread_for_crashes(void);

/** Whether the calling thread has an alternate signal stack. */
int shoji_thread_has_alt_stack(void);

/** Removes the handlers (after a normal teardown). */
void shoji_remove_crash_handler(void);

/** Restores the terminal now, exactly as the crash handler would. Safe to call more than once. */
void shoji_restore_terminal_now(void);

/** Bytes the C heap has handed out and not taken back (glibc's `mallinfo2`), for leak tests that count
 *  instead of timing. */
size_t shoji_heap_bytes_in_use(void);

/** Opens the pipe that watched signals are written to (close-on-exec, non-blocking) and returns its read
 *  end, or -1. Each signal caught writes one byte: its number. Opening twice returns the same pipe. */
int shoji_signal_pipe_open(void);

/** Catches `sig` (1…255) with a handler that writes its number to the pipe; 0 on success. Call after
 *  `shoji_signal_pipe_open`. */
int shoji_signal_watch(int sig);

/** Stops the process for Ctrl-Z: sends SIGTSTP to its process group (a parent such as `make` stops
 *  too, and the shell gets the terminal back), then stops itself with SIGSTOP, and returns once SIGCONT
 *  (`fg`) wakes it. Neither that SIGTSTP nor that SIGCONT writes to the signal pipe: read later, after a
 *  Ctrl-Z typed right after `fg`, they would suspend the app once more with nobody to wake it. */
void shoji_stop_self(void);

/** Puts every watched signal back to its default action. */
void shoji_signal_unwatch_all(void);

/** Puts every watched signal back to its default action and closes the pipe whose read end is
 *  `read_end` (once nothing watches it any more); a pipe opened since is left alone. */
void shoji_signal_pipe_close(int read_end);

/** The main dispatch queue, served from the main thread's own loop (as CoreFoundation's run loop does):
 *  a descriptor that becomes readable when the queue has work. The first call binds the main queue to
 *  the main thread; after it, `dispatch_main()` must not run. */
int shoji_main_queue_fd(void);

/** Runs what the main queue holds (call on the main thread when `shoji_main_queue_fd()` is readable). */
void shoji_drain_main_queue(void);

/** Unblocks every signal in the calling thread, as `dispatch_main()` does for the main thread while it
 *  waits. A process started from a thread that blocked signals (a Dispatch worker blocks nearly all,
 *  and a child inherits the mask) would otherwise never run its handlers. */
void shoji_unblock_all_signals(void);

/** Whether the program writes the numbers of `sprintf(buffer, "%d", n)` itself (format.c: the calls
 *  ncurses' `tparm` makes for every number in an escape sequence): 1 in a build with glibc and without
 *  AddressSanitizer, else 0 (the C library's printf writes them). */
int shoji_format_available(void);

/** The numbers format.c has written since start (for tests). */
size_t shoji_format_numbers(void);

/** Writes `value` with `format` into `out` (at most `capacity` bytes with the NUL) the way ncurses does,
 *  through `__sprintf_chk`: format.c's when it is compiled in. Returns the count without the NUL. For tests;
 *  a result longer than `capacity` ends the program, as the fortified C library does. */
int shoji_format_number(char *out, size_t capacity, const char *format, int value);

/** Whether the program answers ncurses' questions about wide characters itself (characters.c: `wctob`,
 *  `wcwidth`, `iswprint` and `wcrtomb` in a UTF-8 locale, without glibc's converters): 1 in a build with glibc and
 *  without AddressSanitizer, else 0. */
int shoji_characters_available(void);

/** The questions characters.c has answered itself on the calling thread since it started (for tests). */
size_t shoji_characters_answered(void);

/** Whether characters.c takes the calling thread's locale for UTF-8 (0 without characters.c). */
int shoji_characters_locale_is_utf8(void);

/** How many calls of `setlocale` may have changed the global locale since start (0 without
 *  characters.c; for tests). */
unsigned shoji_characters_locale_changes(void);

/** The C library's own `wctob`, `wcwidth`, `iswprint` and `wcrtomb` (from the initial state), for tests
 *  that compare characters.c's answers with them. */
int shoji_characters_library_wctob(unsigned c);
int shoji_characters_library_wcwidth(int c);
int shoji_characters_library_iswprint(unsigned c);
size_t shoji_characters_library_wcrtomb(char *s, int c);

/** Whether writes to a registered descriptor are kept in memory (capture.c): 1 in a build with glibc and
 *  without AddressSanitizer, else 0 (and `shoji_capture_register` returns -1). */
int shoji_capture_available(void);

/** Keeps what is written to `fd` with write(2) from now on in memory instead of sending it, so that
 *  ncurses' frames need not pass through a pipe; returns the slot to take the bytes from, or -1 (capture
 *  unavailable, or all 8 slots taken), in which case writes to `fd` go on as before. Call
 *  `shoji_capture_unregister` before closing `fd`. The bytes are appended and taken on one thread. */
int shoji_capture_register(int fd);

/** Stops capturing the slot's descriptor and frees its bytes. */
void shoji_capture_unregister(int slot);

/** Moves up to `capacity` of the slot's bytes, oldest first, into `into`; returns how many. Sets
 *  `*overflowed` to 1 when a write could not be kept (memory ran out) and went to the descriptor
 *  instead: those bytes follow the kept ones there. */
size_t shoji_capture_take(int slot, void *into, size_t capacity, int *overflowed);

/** How many bytes the slot holds. */
size_t shoji_capture_pending(int slot);

/** Called once the slot and its descriptor are both empty: writes are kept in memory again after an
 *  overflow. */
void shoji_capture_drained(int slot);

/** How many writes the slot has kept since it was registered. */
size_t shoji_capture_writes(int slot);

/** Lets the slot hold at most `bytes` (0: no limit), so that tests can make a write overflow. */
void shoji_capture_limit(int slot, size_t bytes);

/** Whether the calling thread is the process's main thread. */
int shoji_is_main_thread(void);

#endif
