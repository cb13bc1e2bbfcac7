#ifndef VITRINE_CTURBOJPEG_SHIM_H
#define VITRINE_CTURBOJPEG_SHIM_H
#include <stddef.h>
#include <turbojpeg.h>

/* TJSCALED is a function-like macro Swift cannot import. */
static inline int vitrine_tj_scaled(int dimension, tjscalingfactor factor) {
    return TJSCALED(dimension, factor);
}
#endif
