#ifndef VITRINE_CSPNG_SHIM_H
#define VITRINE_CSPNG_SHIM_H
#include <spng.h>
#endif
