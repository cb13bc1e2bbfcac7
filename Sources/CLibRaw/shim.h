#ifndef VITRINE_CLIBRAW_SHIM_H
#define VITRINE_CLIBRAW_SHIM_H
/* libraw_r: the thread-safe build (no shared state between handles). */
#include <libraw/libraw.h>
#include "../CLoader/loader.h"

/* libraw_r is opened on first use (see CLoader/loader.h). Its structs (libraw_data_t) change between versions:
   the soname names the one these headers describe. */
#define VITRINE_RAW_SONAME "libraw_r.so.20"
#define VITRINE_RAW_PACKAGE "libraw20"

#define VITRINE_RAW_FUNCTIONS(X)                                                                  \
    X(libraw_init) X(libraw_close) X(libraw_set_dataerror_handler) X(libraw_open_buffer)          \
    X(libraw_strerror) X(libraw_unpack_thumb) X(libraw_unpack) X(libraw_dcraw_process)             \
    X(libraw_dcraw_make_mem_image) X(libraw_dcraw_clear_mem)
VITRINE_LIBRARY(vitrine_raw, VITRINE_RAW_FUNCTIONS)
#endif
