#ifndef VITRINE_CHEIF_SHIM_H
#define VITRINE_CHEIF_SHIM_H
#include <libheif/heif.h>
#include "../CLoader/loader.h"

/* libheif is opened on first use (see CLoader/loader.h): Debian's soname and the package that ships it. */
#define VITRINE_HEIF_SONAME "libheif.so.1"
#define VITRINE_HEIF_PACKAGE "libheif1"

#define VITRINE_HEIF_FUNCTIONS(X)                                                                            \
    X(heif_init) X(heif_context_alloc) X(heif_context_free) X(heif_context_set_max_decoding_threads)         \
    X(heif_context_read_from_memory) X(heif_context_get_primary_image_handle)                                \
    X(heif_image_handle_release) X(heif_image_handle_get_width) X(heif_image_handle_get_height)              \
    X(heif_image_handle_get_ispe_width) X(heif_image_handle_get_ispe_height)                                 \
    X(heif_image_handle_has_alpha_channel) X(heif_image_handle_get_luma_bits_per_pixel)                      \
    X(heif_image_handle_get_color_profile_type) X(heif_image_handle_get_raw_color_profile_size)              \
    X(heif_image_handle_get_raw_color_profile) X(heif_image_handle_get_nclx_color_profile)                   \
    X(heif_nclx_color_profile_free) X(heif_image_handle_get_number_of_metadata_blocks)                       \
    X(heif_image_handle_get_list_of_metadata_block_IDs) X(heif_image_handle_get_metadata_content_type)       \
    X(heif_image_handle_get_metadata_size) X(heif_image_handle_get_metadata)                                 \
    X(heif_decoding_options_alloc) X(heif_decoding_options_free) X(heif_decode_image) X(heif_image_release)  \
    X(heif_image_get_width) X(heif_image_get_height) X(heif_image_get_bits_per_pixel_range)                  \
    X(heif_image_get_plane_readonly)
VITRINE_LIBRARY(vitrine_heif, VITRINE_HEIF_FUNCTIONS)
#endif
