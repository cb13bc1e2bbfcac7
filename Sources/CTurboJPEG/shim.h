#ifndef VITRINE_CTURBOJPEG_SHIM_H
#define VITRINE_CTURBOJPEG_SHIM_H
#include <stddef.h>
#include <turbojpeg.h>

/* TJSCALED is a function-like macro Swift cannot import. */
static inline int vitrine_tj_scaled(int dimension, tjscalingfactor factor) {
    return TJSCALED(dimension, factor);
}

/* Decode buffers are megabytes each; glibc maps blocks that large separately and unmaps them on free, so each
   photo's buffers would start as fresh pages. Raising the mmap and trim thresholds keeps them in the heap. */
#if defined(__linux__)
#include <features.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
static inline void vitrine_keep_buffers_mapped(void) {
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 128 << 20);
}
#else
static inline void vitrine_keep_buffers_mapped(void) {}
#endif
#endif
