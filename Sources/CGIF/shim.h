#ifndef VITRINE_CGIF_SHIM_H
#define VITRINE_CGIF_SHIM_H
#include <string.h>
#include <gif_lib.h>
#include "../CLoader/loader.h"

/* giflib is opened on first use (see CLoader/loader.h). */
#define VITRINE_GIF_SONAME "libgif.so.7"
#define VITRINE_GIF_PACKAGE "libgif7"

#define VITRINE_GIF_FUNCTIONS(X)                                                                   \
    X(DGifOpen) X(DGifCloseFile) X(DGifGetRecordType) X(DGifGetExtension) X(DGifGetExtensionNext)  \
    X(DGifGetImageDesc) X(DGifGetLine) X(DGifExtensionToGCB) X(GifErrorString)
VITRINE_LIBRARY(vitrine_gif, VITRINE_GIF_FUNCTIONS)

/* giflib reads through a callback; this one reads from a buffer the caller keeps alive while the file is open. */
typedef struct {
    const GifByteType *data;
    size_t size;
    size_t offset;
} vitrine_gif_memory;

static int vitrine_gif_read(GifFileType *gif, GifByteType *out, int length) {
    vitrine_gif_memory *memory = (vitrine_gif_memory *)gif->UserData;
    size_t left = memory->size - memory->offset;
    size_t count = length < 0 ? 0 : (size_t)length;
    if (count > left) count = left;
    memcpy(out, memory->data + memory->offset, count);
    memory->offset += count;
    return (int)count;
}

static inline GifFileType *vitrine_gif_open(const vitrine_gif_api *gif_api, vitrine_gif_memory *memory, int *error) {
    return gif_api->DGifOpen(memory, vitrine_gif_read, error);
}
#endif
