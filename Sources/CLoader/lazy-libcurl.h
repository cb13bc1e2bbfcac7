#ifndef VITRINE_LAZY_LIBCURL_H
#define VITRINE_LAZY_LIBCURL_H
/* libcurl as the release build opens it on first use (lazy-libcurl.c): its soname, its Debian package, and the
   functions FoundationNetworking calls, which lazy-libcurl.c defines. */
#define CURL_DISABLE_TYPECHECK /* curl.h's type-checking macros would rename the functions defined there */
#include <curl/curl.h>
#include "loader.h"

#define VITRINE_CURL_SONAME "libcurl.so.4"
#define VITRINE_CURL_PACKAGE "libcurl4"

#define VITRINE_CURL_FUNCTIONS(X)                                                                               \
    X(curl_global_init) X(curl_version) X(curl_version_info) X(curl_free) X(curl_easy_init) X(curl_easy_cleanup) \
    X(curl_easy_setopt) X(curl_easy_getinfo) X(curl_easy_pause) X(curl_easy_strerror) X(curl_multi_init)         \
    X(curl_multi_cleanup) X(curl_multi_setopt) X(curl_multi_add_handle) X(curl_multi_remove_handle)              \
    X(curl_multi_assign) X(curl_multi_info_read) X(curl_multi_socket_action) X(curl_slist_append)                \
    X(curl_slist_free_all) X(curl_url) X(curl_url_get) X(curl_url_set)
VITRINE_LIBRARY(vitrine_curl, VITRINE_CURL_FUNCTIONS)
#endif
