#ifndef VITRINE_CWEBP_SHIM_H
#define VITRINE_CWEBP_SHIM_H
#include <webp/decode.h>
#include <webp/encode.h>

/* WebPConfigInit and WebPPictureInit are inline wrappers over *Internal calls with a
   version macro; wrap them so Swift gets plain functions. */
static inline int vitrine_webp_config_init(WebPConfig *config) { return WebPConfigInit(config); }
static inline int vitrine_webp_picture_init(WebPPicture *picture) { return WebPPictureInit(picture); }
static inline int vitrine_webp_init_decoder_config(WebPDecoderConfig *config) { return WebPInitDecoderConfig(config); }
/* WebPGetFeatures is an inline wrapper too. */
static inline VP8StatusCode vitrine_webp_get_features(const uint8_t *data, size_t size, WebPBitstreamFeatures *features) {
    return WebPGetFeatures(data, size, features);
}
#endif
