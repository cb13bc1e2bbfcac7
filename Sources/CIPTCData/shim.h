#ifndef VITRINE_CIPTCDATA_SHIM_H
#define VITRINE_CIPTCDATA_SHIM_H
#include <libiptcdata/iptc-data.h>
#include <libiptcdata/iptc-dataset.h>
#include <libiptcdata/iptc-tag.h>
#include "../CLoader/loader.h"

/* libiptcdata is opened on first use (see CLoader/loader.h). */
#define VITRINE_IPTC_SONAME "libiptcdata.so.0"
#define VITRINE_IPTC_PACKAGE "libiptcdata0"

#define VITRINE_IPTC_FUNCTIONS(X) X(iptc_data_new_from_data) X(iptc_data_unref)
VITRINE_LIBRARY(vitrine_iptc, VITRINE_IPTC_FUNCTIONS)
#endif
