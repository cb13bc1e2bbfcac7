/* zlib (zlib1g-dev) for `vitrine deploy --compress gzip`: deflate with a gzip wrapper. Linked, not opened on first
   use: libcurl, which every deploy loads, already needs it. */
#include <zlib.h>
