#ifndef VITRINE_CEXEMPI_SHIM_H
#define VITRINE_CEXEMPI_SHIM_H
#include <exempi/xmp.h>
#include <exempi/xmpconsts.h>
#endif
