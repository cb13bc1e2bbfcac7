#ifndef VITRINE_CLCMS2_SHIM_H
#define VITRINE_CLCMS2_SHIM_H
#include <lcms2.h>

/* The TYPE_* pixel formats are built from function-like macros Swift cannot import. */
static const cmsUInt32Number vitrine_lcms_rgb8 = TYPE_RGB_8;
static const cmsUInt32Number vitrine_lcms_cmyk8 = TYPE_CMYK_8;
/* Adobe's convention for CMYK JPEGs (an APP14 marker): every channel stored inverted, 255 = no ink. */
static const cmsUInt32Number vitrine_lcms_cmyk8_inverted = TYPE_CMYK_8_REV;
static const cmsUInt32Number vitrine_lcms_gray8 = TYPE_GRAY_8;
#endif
