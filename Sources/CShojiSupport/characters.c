/*
 * characters.c — ncurses' questions about a wide character answered without glibc's converters.
 *
 * For each cell it is given and each cell it writes, ncurses asks the C library about the character:
 * `wcwidth` (its width: every cell `wadd_wchnstr` copies), `wctob` (whether it is one byte:
 * `_nc_is_charable`, for every cell `doupdate` writes) and, for a character that is not ASCII, `wcrtomb`
 * (its bytes). glibc answers the last two through its character-set converters (gconv: the locale's
 * converter looked up, then called through a profiling wrapper) and the first through tables in the
 * locale file. A toggle that draws a ✓ touched five pages of libc's code and seven of the locale's
 * LC_CTYPE file for them after a person's pause (valgrind's lackey, BENCHMARKS.md, issue 29).
 *
 * In a UTF-8 locale — every Shoji app runs in one: TerminalSession falls back to C.UTF-8 — the answers
 * that matter are fixed by UTF-8 itself:
 *   wctob(c)          c for ASCII (glibc's own shortcut, in every locale), EOF for any other character
 *                     (none is a single byte);
 *   wcrtomb(s, c, ps) the 1–4 bytes of c, a Unicode scalar value (U+0001…U+10FFFF, not a surrogate);
 *   wcwidth(c)        1 for printable ASCII (U+0020…U+007E), 0 for NUL;
 *   iswprint(c)       true for printable ASCII (glibc's `isprint` bit, as glibc itself answers).
 * So the program defines these four, as format.c defines `__sprintf_chk`: the libraries' calls bind to
 * the program's definitions first. Those answers come from here; every other question goes on unchanged
 * to the C library's function, the next definition after the program (`dlsym(RTLD_NEXT)`). For any other
 * character, `wcwidth` and `iswprint` keep the C library's answers in a small table (64 characters: a
 * screen's ✓, ▸ and box lines) until the locale changes, so that a ✓ drawn again does not look in the
 * locale's tables; a thread with a locale of its own always asks the C library.
 *
 * Whether the locale is UTF-8 is asked of `nl_langinfo(CODESET)` once, then again after each change of
 * the global locale: the program defines `setlocale` too, which passes every call on and forgets the
 * answer when the locale may have changed. A thread that uses a locale of its own (`uselocale`, or
 * glibc's `__uselocale` that libstdc++ calls) is seen by asking `uselocale(0)`, and all its calls go to
 * the C library.
 *
 * Compiled out with AddressSanitizer (whose runtime intercepts `wcrtomb` and `setlocale` itself) and with
 * a C library other than glibc; then every call is the C library's.
 */
#define _GNU_SOURCE
#include "interpose.h"
#include "shoji_support.h"

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>

/* Questions this thread had answered here, for tests: per thread, so that counting costs a plain add
 * (no locked instruction for every cell) and tests on other threads do not add to it. */
static _Thread_local size_t answered;

int shoji_characters_available(void) {
#ifdef SHOJI_NO_INTERPOSE
    return 0;
#else
    return 1;
#endif
}

size_t shoji_characters_answered(void) { return answered; }

#ifdef SHOJI_NO_INTERPOSE

int shoji_characters_locale_is_utf8(void) { return 0; }
unsigned shoji_characters_locale_changes(void) { return 0; }
int shoji_characters_library_wctob(unsigned c) { return wctob(c); }
int shoji_characters_library_wcwidth(int c) { return wcwidth(c); }
int shoji_characters_library_iswprint(unsigned c) { return iswprint(c); }
size_t shoji_characters_library_wcrtomb(char *s, int c) {
    mbstate_t state;
    memset(&state, 0, sizeof state);
    return wcrtomb(s, c, &state);
}

#else
#include <ctype.h>
#include <dlfcn.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>

typedef char *(*setlocale_function)(int, const char *);
typedef int (*wctob_function)(wint_t);
typedef int (*wcwidth_function)(wchar_t);
typedef size_t (*wcrtomb_function)(char *, wchar_t, mbstate_t *);
typedef int (*iswprint_function)(wint_t);

/* The C library's functions (the definitions after the program's), by `enum next_function`. Found
 * before `main` by a constructor and, should a call come before it, by that call; `dlsym` gives every
 * thread the same answer. */
enum next_function { SETLOCALE, WCTOB, WCWIDTH, WCRTOMB, ISWPRINT, NEXT_FUNCTIONS };
static const char *const next_names[NEXT_FUNCTIONS] = {"setlocale", "wctob", "wcwidth", "wcrtomb", "iswprint"};
static void *_Atomic next_functions[NEXT_FUNCTIONS];

/* The C library's function `which`, or NULL if it has none. */
static void *library_function(enum next_function which) {
    void *f = atomic_load_explicit(&next_functions[which], memory_order_relaxed);
    if (f == NULL) {
        f = dlsym(RTLD_NEXT, next_names[which]);
        atomic_store_explicit(&next_functions[which], f, memory_order_relaxed);
    }
    return f;
}

__attribute__((constructor)) static void find_next_functions(void) {
    for (int which = 0; which < NEXT_FUNCTIONS; which++) library_function((enum next_function)which);
}

static setlocale_function library_setlocale(void) { return (setlocale_function)library_function(SETLOCALE); }
static wctob_function library_wctob(void) { return (wctob_function)library_function(WCTOB); }
static wcwidth_function library_wcwidth(void) { return (wcwidth_function)library_function(WCWIDTH); }
static wcrtomb_function library_wcrtomb(void) { return (wcrtomb_function)library_function(WCRTOMB); }
static iswprint_function library_iswprint(void) { return (iswprint_function)library_function(ISWPRINT); }

/* What is known of the global locale: its changes so far, times 4, plus KNOWN_UTF8, KNOWN_OTHER or 0
 * (not asked since the last change). A change adds 4 and clears the answer, so an answer found for an
 * earlier locale is never stored over a later one. */
enum { KNOWN_UTF8 = 1, KNOWN_OTHER = 2, ANSWER = 3 };
static _Atomic unsigned global_locale;

char *setlocale(int category, const char *locale) {
    setlocale_function f = library_setlocale();
    if (f == NULL) return NULL;  /* no C library's setlocale: the locale cannot change */
    char *result = f(category, locale);
    if (locale != NULL) {
        /* A query (NULL) changes nothing; anything else may have changed the character set. */
        unsigned seen = atomic_load_explicit(&global_locale, memory_order_relaxed);
        while (!atomic_compare_exchange_weak(&global_locale, &seen, (seen | ANSWER) + 1)) {}
    }
    return result;
}

int shoji_characters_locale_is_utf8(void) {
    /* A thread with a locale of its own: the C library answers every question. */
    if (uselocale((locale_t)0) != LC_GLOBAL_LOCALE) return 0;
    unsigned seen = atomic_load_explicit(&global_locale, memory_order_acquire);
    unsigned answer = seen & ANSWER;
    if (answer == 0) {
        const char *codeset = nl_langinfo(CODESET);
        answer = codeset != NULL && strcmp(codeset, "UTF-8") == 0 ? KNOWN_UTF8 : KNOWN_OTHER;
        /* Kept only if the locale did not change meanwhile. */
        atomic_compare_exchange_strong(&global_locale, &seen, seen | answer);
    }
    return answer == KNOWN_UTF8;
}

unsigned shoji_characters_locale_changes(void) {
    return atomic_load_explicit(&global_locale, memory_order_relaxed) >> 2;
}

/* The C library's `wcwidth` and `iswprint` of recent characters, in the global locale after its latest
 * change. An entry is one word, so that a thread reads it whole: bit 63 set when it holds answers; bits
 * 32–62 the locale's changes (modulo 2^31) when they were found; bits 3–23 the character; bit 2 what
 * `iswprint` said (0 or 1); bits 0–1 the width plus one (`wcwidth` says -1, 0, 1 or 2). */
#define REMEMBERED 64
static _Atomic uint64_t remembered[REMEMBERED];

/* The entry for `c`, found now if it was not kept; 0 when the C library must be asked each time (a
 * thread with a locale of its own, a value that is no character, an answer that does not fit). */
static uint64_t remembered_answers(wchar_t c) {
    if (c < 0 || c > 0x10ffff || uselocale((locale_t)0) != LC_GLOBAL_LOCALE) return 0;
    unsigned changes = atomic_load_explicit(&global_locale, memory_order_acquire) >> 2;
    uint64_t key = (1ull << 63) | ((uint64_t)(changes & 0x7fffffff) << 32) | ((uint64_t)c << 3);
    _Atomic uint64_t *slot = &remembered[((unsigned)c ^ ((unsigned)c >> 6)) % REMEMBERED];
    uint64_t entry = atomic_load_explicit(slot, memory_order_relaxed);
    if ((entry & ~(uint64_t)7) == key) {
        answered += 1;
        return entry;
    }
    wcwidth_function width_of = library_wcwidth();
    iswprint_function printable = library_iswprint();
    if (width_of == NULL || printable == NULL) return 0;
    int width = width_of(c);
    int is_printable = printable((wint_t)c);
    if (width < -1 || width > 2 || (is_printable != 0 && is_printable != 1)) return 0;
    entry = key | ((uint64_t)is_printable << 2) | (uint64_t)(width + 1);
    /* Kept only if the locale did not change meanwhile: answers for an earlier locale are never kept
     * under a later one's count. */
    if (atomic_load_explicit(&global_locale, memory_order_acquire) >> 2 == changes) {
        atomic_store_explicit(slot, entry, memory_order_relaxed);
    }
    return entry;
}

int wctob(wint_t c) {
    if (c <= 0x7f) {
        /* glibc answers ASCII this way in every locale, before looking at the locale. */
        answered += 1;
        return (int)c;
    }
    if (c != WEOF && shoji_characters_locale_is_utf8()) {
        answered += 1;
        return EOF;
    }
    wctob_function f = library_wctob();
    return f != NULL ? f(c) : EOF;
}

int wcwidth(wchar_t c) {
    if (((c >= 0x20 && c < 0x7f) || c == 0) && shoji_characters_locale_is_utf8()) {
        answered += 1;
        return c == 0 ? 0 : 1;
    }
    uint64_t entry = remembered_answers(c);
    if (entry != 0) return (int)(entry & 3) - 1;
    wcwidth_function f = library_wcwidth();
    return f != NULL ? f(c) : -1;
}

int iswprint(wint_t c) {
    if (c >= 0x20 && c < 0x7f && shoji_characters_locale_is_utf8()) {
        /* glibc answers ASCII with `isprint`, whose true is its class bit. */
        answered += 1;
        return _ISprint;
    }
    uint64_t entry = c <= 0x10ffff ? remembered_answers((wchar_t)c) : 0;
    if (entry != 0) return (int)(entry >> 2) & 1;
    iswprint_function f = library_iswprint();
    return f != NULL ? f(c) : 0;
}

size_t wcrtomb(char *s, wchar_t c, mbstate_t *state) {
    /* Without a buffer the call resets `state`: the C library's. So do NUL, surrogates and values past
     * U+10FFFF. */
    if (s != NULL && c > 0 && c <= 0x10ffff && (c < 0xd800 || c > 0xdfff)
        && shoji_characters_locale_is_utf8())
    {
        answered += 1;
        unsigned u = (unsigned)c;
        if (u < 0x80) {
            s[0] = (char)u;
            return 1;
        }
        if (u < 0x800) {
            s[0] = (char)(0xc0 | (u >> 6));
            s[1] = (char)(0x80 | (u & 0x3f));
            return 2;
        }
        if (u < 0x10000) {
            s[0] = (char)(0xe0 | (u >> 12));
            s[1] = (char)(0x80 | ((u >> 6) & 0x3f));
            s[2] = (char)(0x80 | (u & 0x3f));
            return 3;
        }
        s[0] = (char)(0xf0 | (u >> 18));
        s[1] = (char)(0x80 | ((u >> 12) & 0x3f));
        s[2] = (char)(0x80 | ((u >> 6) & 0x3f));
        s[3] = (char)(0x80 | (u & 0x3f));
        return 4;
    }
    wcrtomb_function f = library_wcrtomb();
    return f != NULL ? f(s, c, state) : (size_t)-1;
}

int shoji_characters_library_wctob(unsigned c) {
    wctob_function f = library_wctob();
    return f != NULL ? f(c) : EOF;
}

int shoji_characters_library_wcwidth(int c) {
    wcwidth_function f = library_wcwidth();
    return f != NULL ? f(c) : -1;
}

int shoji_characters_library_iswprint(unsigned c) {
    iswprint_function f = library_iswprint();
    return f != NULL ? f(c) : 0;
}

size_t shoji_characters_library_wcrtomb(char *s, int c) {
    mbstate_t state;
    memset(&state, 0, sizeof state);
    wcrtomb_function f = library_wcrtomb();
    return f != NULL ? f(s, c, &state) : (size_t)-1;
}

#endif
