/*
 * format.c — the numbers in ncurses' escape sequences written without the C library's printf.
 *
 * Every cursor move, colour and scroll region ncurses sends has numbers in it (`\e[12;40H`), and its
 * `tparm` prints each one with `sprintf(buffer, "%d", n)`, which glibc's fortified build calls as
 * `__sprintf_chk`. That goes through the whole of printf (the stream set-up, the format parser, the
 * integer conversion): about 600 instructions a number, and a dozen pages of libc code that a key
 * touches after a pause for nothing else (valgrind's lackey, BENCHMARKS.md, issue 29). ncurses formats
 * 4–5 numbers a frame, and "%d" is the only format it uses for them (a log of a session's calls: 324
 * "%d", then "%s/%c/%s", "%.*s" and "%s/.terminfo" at start).
 *
 * So the program defines `__sprintf_chk`, as capture.c defines `write`: the libraries' calls bind to
 * the program's definition first. The format "%d" alone is written here, into a buffer whose size the
 * caller passed (`slen`; `(size_t)-1` when unknown); any other format, or a number that does not fit,
 * goes on unchanged to the C library's `__vsprintf_chk`, which formats it or reports the overflow as
 * it would have. Both give the same bytes for "%d": an optional minus sign, then the decimal digits
 * without leading zeros, then a NUL; the return value is the count without the NUL.
 *
 * Compiled out with AddressSanitizer (whose runtime intercepts `__sprintf_chk` itself) and with a C
 * library other than glibc; then every call is the C library's.
 */
#include "interpose.h"
#include "shoji_support.h"

#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#if !defined(__GLIBC__)
#include <stdio.h>
#endif

/* Numbers written here since start, for tests. */
static _Atomic size_t numbers;

int shoji_format_available(void) {
#ifdef SHOJI_NO_INTERPOSE
    return 0;
#else
    return 1;
#endif
}

size_t shoji_format_numbers(void) { return atomic_load_explicit(&numbers, memory_order_relaxed); }

#ifndef SHOJI_NO_INTERPOSE

/* glibc's checked vsprintf (exported since 2.3.4). */
extern int __vsprintf_chk(char *s, int flag, size_t slen, const char *format, va_list ap);

/* Writes `value` in decimal into `out` (room for 11 characters: "-2147483648"), returns the count. */
static int decimal(int value, char *out) {
    char reversed[10];
    int count = 0;
    /* The magnitude as unsigned, so that INT_MIN's has no overflow. */
    unsigned magnitude = value < 0 ? 0u - (unsigned)value : (unsigned)value;
    do {
        reversed[count++] = (char)('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude != 0);
    int length = 0;
    if (value < 0) out[length++] = '-';
    while (count > 0) out[length++] = reversed[--count];
    return length;
}

int __sprintf_chk(char *s, int flag, size_t slen, const char *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    if (format[0] == '%' && format[1] == 'd' && format[2] == '\0') {
        int value = va_arg(arguments, int);
        char text[11];
        int length = decimal(value, text);
        if ((size_t)length < slen) {
            for (int i = 0; i < length; i++) s[i] = text[i];
            s[length] = '\0';
            atomic_fetch_add_explicit(&numbers, 1, memory_order_relaxed);
            va_end(arguments);
            return length;
        }
        /* Too long for the buffer: the C library reports it. The arguments are read again from the
         * start. */
        va_end(arguments);
        va_start(arguments, format);
    }
    int result = __vsprintf_chk(s, flag, slen, format, arguments);
    va_end(arguments);
    return result;
}

#endif

int shoji_format_number(char *out, size_t capacity, const char *format, int value) {
#if defined(__GLIBC__)
    /* Through the symbol the libraries call: this definition when it is compiled in, else glibc's. */
    extern int __sprintf_chk(char *s, int flag, size_t slen, const char *format, ...);
    return __sprintf_chk(out, 1, capacity, format, value);
#else
    return snprintf(out, capacity, format, value);
#endif
}
