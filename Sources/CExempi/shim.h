#ifndef VITRINE_CEXEMPI_SHIM_H
#define VITRINE_CEXEMPI_SHIM_H
/* exempi installs under exempi-2.0/ (pkg-config adds it to the include path; no pkg-config here, as it would link it too). */
#include <exempi-2.0/exempi/xmp.h>
#include <exempi-2.0/exempi/xmpconsts.h>
#include "../CLoader/loader.h"

/* exempi is opened on first use (see CLoader/loader.h). */
#define VITRINE_EXEMPI_SONAME "libexempi.so.8"
#define VITRINE_EXEMPI_PACKAGE "libexempi8"

#define VITRINE_EXEMPI_FUNCTIONS(X)                                                                \
    X(xmp_init) X(xmp_register_namespace) X(xmp_new) X(xmp_free) X(xmp_get_error)                  \
    X(xmp_get_property) X(xmp_get_array_item) X(xmp_string_new) X(xmp_string_free) X(xmp_string_cstr)
VITRINE_LIBRARY(vitrine_exempi, VITRINE_EXEMPI_FUNCTIONS)
#endif
