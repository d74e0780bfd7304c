/*
 * shim.h — the C side of Shoji's ncursesw binding.
 *
 * Quirks handled here (each verified on ncurses 6.4, Swift 6.3, Debian 12; see PLATFORM.md):
 *  - SwiftPM drops the `-D` flags pkg-config reports, so `NCURSES_WIDECHAR` (the `cchar_t` API) is defined
 *    here, before any include. `_GNU_SOURCE` is deliberately *not* defined: it changes glibc's `fd_set`
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

/* ---- keys and mouse ---- */
static inline int shoji_key_f(int n) { return KEY_F(n); }
static inline mmask_t shoji_mouse_events(void) { return BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON1_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED; }
static inline mmask_t shoji_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t shoji_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t shoji_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t shoji_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t shoji_button5_pressed(void) { return BUTTON5_PRESSED; }

/* ---- drawing one grapheme: the cchar_t API with an extended color pair ---- */
static inline int shoji_put_cell(int y, int x, const wchar_t *wch, attr_t attrs, int pair) {
    cchar_t c;
    if (setcchar(&c, wch, attrs, 0, &pair) != OK) return ERR;
    return mvwadd_wch(stdscr, y, x, &c);
}

/* ---- bytes: drop the charset re-selection from sgr/sgr0 ----
 * xterm's terminfo makes every attribute change select the US-ASCII charset again ("\E(B" in sgr0,
 * and "%?%p9%t\E(0%e\E(B%;" at the start of sgr) in case the line-drawing charset was on. Shoji never
 * turns it on (it draws box characters as Unicode, not with A_ALTCHARSET), so those 3 bytes on every
 * change of style are waste. This moves the two string pointers of the loaded terminal description
 * past those prefixes (ncurses frees its string table as one block, never these pointers one by
 * one); the caller selects ASCII once at start. Returns how many strings were changed. */
/* ncurses 6.4 keeps a second, extended copy of the terminal description after private fields of
 * TERMINAL, and reads capabilities from that one. This mirrors the 6.4 layout; it is only written to
 * when the mirrored copy proves to be the right place (same terminal name, same sgr0 as the public
 * copy), so a different layout changes nothing. */
typedef struct {            /* TERMTYPE2 of ncurses 6.4 (declared only for ncurses' own sources) */
    char *term_names;
    char *str_table;
    NCURSES_SBOOL *Booleans;
    int *Numbers;
    char **Strings;
    char *ext_str_table;
    char **ext_Names;
    unsigned short num_Booleans, num_Numbers, num_Strings;
    unsigned short ext_Booleans, ext_Numbers, ext_Strings;
} shoji_termtype2;

typedef struct {            /* the state tparm() keeps per terminal (6.4, no TRACE) */
    const char *base;
    struct { union { int num; char *str; } data; bool num_type; } stack[20];
    int stack_ptr;
    char *out_buff;
    size_t out_size, out_used;
    char *fmt_buff;
    size_t fmt_size;
    int static_vars[26];
} shoji_tparm_state;

typedef struct {
    TERMTYPE type;
    short Filedes;
    TTY Ottyb;
    TTY Nttyb;
    int _baudrate;
    char *_termname;
    shoji_tparm_state tparm_state;
    shoji_termtype2 type2;
} shoji_terminal_layout;

static inline int shoji_drop_prefix(char **string, const char *prefix) {
    size_t n = strlen(prefix);
    if (*string && strncmp(*string, prefix, n) == 0) {
        *string += n;
        return 1;
    }
    return 0;
}

static inline int shoji_same_string(const char *a, const char *b) { return a && b && strcmp(a, b) == 0; }

/* The two copies of the current terminal's description, or 0 when the mirrored layout does not prove
 * right (same terminal name, same sgr0 in both). */
static inline int shoji_descriptions(TERMTYPE **legacy, shoji_termtype2 **extended) {
    TERMINAL *term = cur_term;
    if (!term) return 0;
    shoji_terminal_layout *layout = (shoji_terminal_layout *)term;
    *legacy = &layout->type;
    *extended = &layout->type2;
    return shoji_same_string((*extended)->term_names, (*legacy)->term_names)
        && (*extended)->Strings && (*legacy)->Strings
        && shoji_same_string((*extended)->Strings[39], (*legacy)->Strings[39]);
}

static inline int shoji_drop_charset_resets(void) {
    static const char sgr_prefix[] = "%?%p9%t\033(0%e\033(B%;";
    static const char sgr0_prefix[] = "\033(B";
    TERMTYPE *legacy;
    shoji_termtype2 *extended;
    if (!shoji_descriptions(&legacy, &extended)
        || !shoji_same_string(extended->Strings[131], legacy->Strings[131])) return 0;
    int changed = 0;
    changed += shoji_drop_prefix(&extended->Strings[39], sgr0_prefix);
    changed += shoji_drop_prefix(&extended->Strings[131], sgr_prefix);
    shoji_drop_prefix(&legacy->Strings[39], sgr0_prefix);
    shoji_drop_prefix(&legacy->Strings[131], sgr_prefix);
    return changed;
}

/* ---- bytes and strikethrough: attribute changes one capability at a time ----
 * With `sgr` defined, ncurses sends every change of attributes as one full "\E[0;...m" (turning on
 * reverse video costs 6 bytes instead of 4), and ncurses' attr_t has no strikethrough bit. Without
 * `sgr`, ncurses uses the single capabilities (rev, bold, dim, sitm, smul, prot…) and sgr0 to turn off
 * — its documented path for terminals that lack `sgr`. Shoji never draws protected cells, so when the
 * terminal describes strikethrough (the `smxx` extension, "\E[9m" in xterm and tmux) and has no `prot`
 * of its own, `prot` is pointed at `smxx` and A_PROTECT becomes strikethrough: ncurses then tracks it
 * like any other attribute, and sgr0 ends it. Both copies of the description (see the layout above)
 * are changed only when verified. Returns 1 when A_PROTECT now means strikethrough, 0 otherwise (also
 * when nothing could be changed). */
static inline int shoji_single_attribute_capabilities(void) {
    TERMTYPE *legacy;
    shoji_termtype2 *extended;
    if (!shoji_descriptions(&legacy, &extended)) return 0;
    /* without bold, dim, rev and smul of its own, sgr stays */
    if (!(extended->Strings[27] && extended->Strings[30] && extended->Strings[34] && extended->Strings[36])) return 0;
    extended->Strings[131] = NULL;
    legacy->Strings[131] = NULL;
    char *strike = tigetstr("smxx");
    if (strike == NULL || strike == (char *)-1 || extended->Strings[33] || legacy->Strings[33]) return 0;
    extended->Strings[33] = strike;
    legacy->Strings[33] = strike;
    return 1;
}
static inline attr_t shoji_a_protect(void) { return A_PROTECT; }

/* ---- libc pieces Swift cannot call directly ---- */
static inline int shoji_wcwidth(unsigned int scalar) { return wcwidth((wchar_t)scalar); }
static inline FILE *shoji_stdin(void) { return stdin; }
static inline TERMINAL *shoji_cur_term(void) { return cur_term; }
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
