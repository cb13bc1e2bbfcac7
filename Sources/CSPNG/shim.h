#ifndef VITRINE_CSPNG_SHIM_H
#define VITRINE_CSPNG_SHIM_H
#include <spng.h>
#include "../CLoader/loader.h"

/* libspng is opened on first use (see CLoader/loader.h). */
#define VITRINE_SPNG_SONAME "libspng.so.0"
#define VITRINE_SPNG_PACKAGE "libspng0"

#define VITRINE_SPNG_FUNCTIONS(X)                                                                      \
    X(spng_ctx_new) X(spng_ctx_free) X(spng_set_image_limits) X(spng_set_chunk_limits)                 \
    X(spng_set_png_buffer) X(spng_get_ihdr) X(spng_get_iccp) X(spng_get_exif) X(spng_decoded_image_size) \
    X(spng_decode_image) X(spng_strerror)
VITRINE_LIBRARY(vitrine_spng, VITRINE_SPNG_FUNCTIONS)
#endif
