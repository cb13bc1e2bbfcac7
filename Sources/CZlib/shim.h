#ifndef VITRINE_CZLIB_SHIM_H
#define VITRINE_CZLIB_SHIM_H
#include <zlib.h>
#include "../CLoader/loader.h"

/* zlib is opened on first use (see CLoader/loader.h): `vitrine deploy --compress gzip` compresses with it, and an
   installed place table (gzip, scripts/install-tree.sh) is inflated with it. */
#define VITRINE_ZLIB_SONAME "libz.so.1"
#define VITRINE_ZLIB_PACKAGE "zlib1g"

#define VITRINE_ZLIB_FUNCTIONS(X) X(zlibVersion) X(deflateInit2_) X(deflateBound) X(deflate) X(deflateEnd) \
    X(inflateInit2_) X(inflate) X(inflateEnd)
VITRINE_LIBRARY(vitrine_zlib, VITRINE_ZLIB_FUNCTIONS)
#endif
