#ifndef VITRINE_CTIFF_SHIM_H
#define VITRINE_CTIFF_SHIM_H
#include <stdio.h>
#include <string.h>
#include <tiffio.h>
#include "../CLoader/loader.h"

/* libtiff is opened on first use (see CLoader/loader.h). */
#define VITRINE_TIFF_SONAME "libtiff.so.6"
#define VITRINE_TIFF_PACKAGE "libtiff6"

#define VITRINE_TIFF_FUNCTIONS(X)                                                                       \
    X(TIFFOpenOptionsAlloc) X(TIFFOpenOptionsFree) X(TIFFOpenOptionsSetMaxSingleMemAlloc)               \
    X(TIFFOpenOptionsSetErrorHandlerExtR) X(TIFFOpenOptionsSetWarningHandlerExtR) X(TIFFClientOpenExt)  \
    X(TIFFClose) X(TIFFGetField) X(TIFFRGBAImageBegin) X(TIFFRGBAImageGet) X(TIFFRGBAImageEnd)
VITRINE_LIBRARY(vitrine_tiff, VITRINE_TIFF_FUNCTIONS)

/* libtiff reads through callbacks; these read from a buffer the caller keeps alive while the TIFF is open, and
   keep libtiff's first error message instead of printing it (libtiff's default handlers write to stderr). */
typedef struct {
    const uint8_t *data;
    toff_t size;
    toff_t offset;
    char error[256];
} vitrine_tiff_memory;

static tmsize_t vitrine_tiff_read(thandle_t handle, void *out, tmsize_t length) {
    vitrine_tiff_memory *memory = (vitrine_tiff_memory *)handle;
    if (length <= 0 || memory->offset >= memory->size) return 0;
    toff_t count = (toff_t)length;
    if (count > memory->size - memory->offset) count = memory->size - memory->offset;
    memcpy(out, memory->data + memory->offset, (size_t)count);
    memory->offset += count;
    return (tmsize_t)count;
}

static tmsize_t vitrine_tiff_write(thandle_t handle, void *data, tmsize_t length) {
    (void)handle; (void)data; (void)length;
    return 0;
}

static toff_t vitrine_tiff_seek(thandle_t handle, toff_t offset, int whence) {
    vitrine_tiff_memory *memory = (vitrine_tiff_memory *)handle;
    toff_t base = whence == SEEK_CUR ? memory->offset : whence == SEEK_END ? memory->size : 0;
    if (offset > (toff_t)-1 - base) return (toff_t)-1;
    memory->offset = base + offset;
    return memory->offset;
}

static int vitrine_tiff_close(thandle_t handle) { (void)handle; return 0; }

static toff_t vitrine_tiff_size(thandle_t handle) { return ((vitrine_tiff_memory *)handle)->size; }

static int vitrine_tiff_map(thandle_t handle, void **base, toff_t *size) {
    vitrine_tiff_memory *memory = (vitrine_tiff_memory *)handle;
    *base = (void *)memory->data;
    *size = memory->size;
    return 1;
}

static void vitrine_tiff_unmap(thandle_t handle, void *base, toff_t size) { (void)handle; (void)base; (void)size; }

static int vitrine_tiff_on_error(TIFF *tiff, void *user, const char *module, const char *format, va_list args) {
    (void)tiff; (void)module;
    vitrine_tiff_memory *memory = (vitrine_tiff_memory *)user;
    if (memory->error[0] == 0) vsnprintf(memory->error, sizeof memory->error, format, args);
    return 1;
}

static int vitrine_tiff_on_warning(TIFF *tiff, void *user, const char *module, const char *format, va_list args) {
    (void)tiff; (void)user; (void)module; (void)format; (void)args;
    return 1;
}

/* Opens the buffer read-only; `max_alloc` caps any single allocation libtiff makes. */
static inline TIFF *vitrine_tiff_open(const vitrine_tiff_api *tiff_api, vitrine_tiff_memory *memory, tmsize_t max_alloc) {
    TIFFOpenOptions *options = tiff_api->TIFFOpenOptionsAlloc();
    if (!options) return NULL;
    tiff_api->TIFFOpenOptionsSetMaxSingleMemAlloc(options, max_alloc);
    tiff_api->TIFFOpenOptionsSetErrorHandlerExtR(options, vitrine_tiff_on_error, memory);
    tiff_api->TIFFOpenOptionsSetWarningHandlerExtR(options, vitrine_tiff_on_warning, memory);
    TIFF *tiff = tiff_api->TIFFClientOpenExt("memory", "rm", (thandle_t)memory, vitrine_tiff_read, vitrine_tiff_write,
                                             vitrine_tiff_seek, vitrine_tiff_close, vitrine_tiff_size, vitrine_tiff_map,
                                             vitrine_tiff_unmap, options);
    tiff_api->TIFFOpenOptionsFree(options);
    return tiff;
}

/* TIFFGetField is variadic, which Swift cannot call. */
static inline int vitrine_tiff_dimensions(const vitrine_tiff_api *tiff_api, TIFF *tiff, uint32_t *width, uint32_t *height) {
    return tiff_api->TIFFGetField(tiff, TIFFTAG_IMAGEWIDTH, width) && tiff_api->TIFFGetField(tiff, TIFFTAG_IMAGELENGTH, height);
}

static inline int vitrine_tiff_icc_profile(const vitrine_tiff_api *tiff_api, TIFF *tiff, uint32_t *count, const void **data) {
    return tiff_api->TIFFGetField(tiff, TIFFTAG_ICCPROFILE, count, data);
}
#endif
