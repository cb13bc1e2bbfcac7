#ifndef VITRINE_CHEIF_SHIM_H
#define VITRINE_CHEIF_SHIM_H
#include <libheif/heif.h>
#endif
