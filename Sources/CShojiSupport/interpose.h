/*
 * interpose.h — whether this program may define a C library function itself (capture.c's `write`,
 * format.c's `__sprintf_chk`), so that the libraries' calls bind to its definition first.
 *
 * Not with AddressSanitizer, whose runtime wraps the same functions (and must keep seeing every call),
 * nor with a C library other than glibc, whose internal names (`__write`, `__vsprintf_chk`) these
 * definitions go on to. Then SHOJI_NO_INTERPOSE is defined and every call is the C library's.
 */
#ifndef SHOJI_INTERPOSE_H
#define SHOJI_INTERPOSE_H

/* Any C library header defines __GLIBC__ under glibc (through <features.h>). */
#include <limits.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SHOJI_NO_INTERPOSE 1
#endif
#endif
#if !defined(__GLIBC__) || defined(__SANITIZE_ADDRESS__)
#define SHOJI_NO_INTERPOSE 1
#endif

#endif
