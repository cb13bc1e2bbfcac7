#ifndef VITRINE_CZLIB_SHIM_H
#define VITRINE_CZLIB_SHIM_H
#include <zlib.h>
#include "../CLoader/loader.h"

/* zlib is opened on first use (see CLoader/loader.h): only `vitrine deploy --compress gzip` needs it. */
#define VITRINE_ZLIB_SONAME "libz.so.1"
#define VITRINE_ZLIB_PACKAGE "zlib1g"

#define VITRINE_ZLIB_FUNCTIONS(X) X(zlibVersion) X(deflateInit2_) X(deflateBound) X(deflate) X(deflateEnd)
VITRINE_LIBRARY(vitrine_zlib, VITRINE_ZLIB_FUNCTIONS)
#endif
