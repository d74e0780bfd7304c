/*
 * shim.h — the C side of Shoji's ncursesw binding.
 *
 * Quirks handled here (each verified on ncurses 6.4, Swift 6.3, Debian 12; see PLATFORM.md):
 *  - The package does not ask pkg-config (SwiftPM would drop its `-D` flags and warn on every build), so
 *    `NCURSES_WIDECHAR` (the `cchar_t` API) is defined here, before any include. `_GNU_SOURCE` is deliberately *not* defined: it changes glibc's `fd_set`
 *    and clashes with the Glibc module Dispatch imports ("`__fds_bits` is not present in definition of
 *    `fd_set`"). So `wcwidth` is declared by hand below, and `F_SETPIPE_SZ` is spelled as its value.
 *  - Swift 6 rejects reads of C mutable globals (`stdscr`, `LINES`, `COLS`, `stdin`, …) as not
 *    concurrency-safe, and cannot import function-like macros (`A_BOLD`, `KEY_F(n)`, `BUTTON1_PRESSED`)
 *    or variadic functions (`ioctl`, `fcntl`). Tiny `static inline` accessors stand in for all of them.
 *  - Fatal signals must restore the terminal with async-signal-safe calls only, so the crash handler is
 *    written in C and only calls `write(2)` and `tcsetattr(3)` before re-raising.
 */
#ifndef SHOJI_SHIM_H
#define SHOJI_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <wchar.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <fcntl.h>
#include <unistd.h>
#include <termios.h>
#include <sys/ioctl.h>

/* glibc declares this only under _XOPEN_SOURCE; the symbol itself is always there. */
extern int wcwidth(wchar_t c);

/* ---- ncurses globals ---- */
static inline WINDOW *shoji_stdscr(void) { return stdscr; }
static inline WINDOW *shoji_curscr(void) { return curscr; }
static inline int shoji_lines(void) { return LINES; }
static inline int shoji_cols(void) { return COLS; }
static inline int shoji_colors(void) { return COLORS; }
static inline int shoji_color_pairs(void) { return COLOR_PAIRS; }

/* ---- attributes (function-like macros in curses.h) ---- */
static inline attr_t shoji_a_normal(void) { return A_NORMAL; }
static inline attr_t shoji_a_bold(void) { return A_BOLD; }
static inline attr_t shoji_a_dim(void) { return A_DIM; }
static inline attr_t shoji_a_italic(void) { return A_ITALIC; }
static inline attr_t shoji_a_underline(void) { return A_UNDERLINE; }
static inline attr_t shoji_a_reverse(void) { return A_REVERSE; }

/* ---- keys ---- */
static inline int shoji_key_f(int n) { return KEY_F(n); }

/* ---- drawing one grapheme: the cchar_t API with an extended color pair ---- */
/** Makes `*out` the cell holding `wch` (a terminated string: a base character and any combining ones)
 *  with `attrs` and color `pair` (setcchar). */
static inline int shoji_make_cell(cchar_t *out, const wchar_t *wch, attr_t attrs, int pair) {
    return setcchar(out, wch, attrs, 0, &pair);
}

/** Puts one cell made by shoji_make_cell at row `y`, column `x` (mvwadd_wch). */
static inline int shoji_put_made_cell(int y, int x, const cchar_t *cell) {
    return mvwadd_wch(stdscr, y, x, cell);
}

/** Puts `n` cells made by shoji_make_cell in row `y` from column `x` (mvwadd_wchnstr: no cursor movement,
 *  no wrapping, no processing of control characters; cells past the right edge are dropped). */
static inline int shoji_put_cells(int y, int x, const cchar_t *cells, int n) {
    return mvwadd_wchnstr(stdscr, y, x, cells, n);
}

/* ---- the terminal description, through public calls only ----
 * The predefined capability names (term_variables(3X)): NULL-terminated arrays in ncurses, which Swift
 * cannot index without a bound. Shoji reads every capability with tigetflag/tigetnum/tigetstr and, to
 * adjust a few, writes a compiled entry of its own (TerminfoEntry.swift); it never reads or writes
 * ncurses' structures. */
static inline const char *shoji_boolname(int i) { return boolnames[i]; }
static inline const char *shoji_numname(int i) { return numnames[i]; }
static inline const char *shoji_strname(int i) { return strnames[i]; }

static inline attr_t shoji_a_protect(void) { return A_PROTECT; }

/* ---- libc pieces Swift cannot call directly ---- */
static inline int shoji_wcwidth(unsigned int scalar) { return wcwidth((wchar_t)scalar); }
/* <wctype.h>'s `iswprint`, which the Glibc module does not bring (for tests of characters.c). */
extern int iswprint(wint_t c);
static inline int shoji_iswprint(unsigned int scalar) { return iswprint((wint_t)scalar); }
static inline FILE *shoji_stdin(void) { return stdin; }
static inline TERMINAL *shoji_cur_term(void) { return cur_term; }
/** The names line of the current terminal's description would need TERMINAL's fields; these two
 *  public calls give its parts (the name in use, and the long description). */
static inline const char *shoji_termname(void) { return termname(); }
static inline const char *shoji_longname(void) { return longname(); }
static inline int shoji_bytes_available(int fd, int *count) { return ioctl(fd, FIONREAD, count); }

/** Reads the window size of `fd` (TIOCGWINSZ). Returns 0 on success. */
static inline int shoji_window_size(int fd, int *rows, int *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0 || ws.ws_col == 0) return -1;
    *rows = ws.ws_row; *cols = ws.ws_col;
    return 0;
}

/** Grows a pipe's buffer (F_SETPIPE_SZ) so a full-screen repaint never blocks the writer. */
static inline int shoji_set_pipe_size(int fd, int size) { return fcntl(fd, 1031 /* F_SETPIPE_SZ */, size); }
static inline int shoji_set_cloexec(int fd) { return fcntl(fd, F_SETFD, FD_CLOEXEC); }
static inline int shoji_set_nonblocking(int fd) {
    int flags = fcntl(fd, F_GETFL, 0);
    return flags < 0 ? -1 : fcntl(fd, F_SETFL, flags | O_NONBLOCK);
}

/** Puts `fd` in raw mode (no echo, no canonical input, no signal keys); stores the old modes in `saved`. */
static inline int shoji_enter_raw_mode(int fd, struct termios *saved) {
    if (tcgetattr(fd, saved) != 0) return -1;
    struct termios raw = *saved;
    cfmakeraw(&raw);
    raw.c_oflag |= OPOST | ONLCR; /* keep "\n" → "\r\n" for anything printed while running */
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    return tcsetattr(fd, TCSAFLUSH, &raw);
}

#endif
