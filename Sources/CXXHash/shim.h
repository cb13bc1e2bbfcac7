#ifndef VITRINE_CXXHASH_SHIM_H
#define VITRINE_CXXHASH_SHIM_H
#include <xxhash.h>
#endif
