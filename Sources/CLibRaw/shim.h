#ifndef VITRINE_CLIBRAW_SHIM_H
#define VITRINE_CLIBRAW_SHIM_H
/* libraw_r: the thread-safe build (no shared state between handles). */
#include <libraw/libraw.h>
#endif
