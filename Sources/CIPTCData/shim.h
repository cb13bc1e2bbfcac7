#ifndef VITRINE_CIPTCDATA_SHIM_H
#define VITRINE_CIPTCDATA_SHIM_H
#include <libiptcdata/iptc-data.h>
#include <libiptcdata/iptc-dataset.h>
#include <libiptcdata/iptc-tag.h>
#endif
