/* libcurl, opened on first use. Only the release build links this (make release-static, as the libcurl.a that
   `-lcurl` finds first): URLSession (FoundationNetworking, statically linked there) calls
   libcurl; linked, libcurl.so.4 and the 28 libraries it pulls in (TLS, Kerberos, LDAP,
   SSH, IDN...) would be mapped by every start, where only a build with --remote-cache ever makes a request. Each
   function FoundationNetworking calls is defined here and forwards to the real one, opened at the first call
   (VITRINE_SONAME_CURL names another file to open). Before using URLSession, the remote cache checks that libcurl
   opens (RemoteCacheOptions), so the failure paths below (NULL handles, error codes) are never what a user sees.
   A toolchain whose FoundationNetworking calls a libcurl function missing here fails to link: add it below. */
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include "lazy-libcurl.h"

static vitrine_curl_api loaded;
static int is_loaded;
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
    const char *path = getenv("VITRINE_SONAME_CURL");
    char error[512];
    is_loaded = vitrine_curl_load(path && *path ? path : VITRINE_CURL_SONAME, &loaded, error, sizeof error) == 0;
}

/* The real functions, or NULL when libcurl cannot be opened. */
static const vitrine_curl_api *real(void) {
    pthread_once(&load_once, load);
    return is_loaded ? &loaded : NULL;
}

CURLcode curl_global_init(long flags) {
    const vitrine_curl_api *curl = real();
    return curl ? curl->curl_global_init(flags) : CURLE_FAILED_INIT;
}

char *curl_version(void) {
    const vitrine_curl_api *curl = real();
    return curl ? curl->curl_version() : (char *)"libcurl (not loaded: " VITRINE_CURL_SONAME ")";
}

curl_version_info_data *curl_version_info(CURLversion version) {
    const vitrine_curl_api *curl = real();
    return curl ? curl->curl_version_info(version) : NULL;
}

void curl_free(void *pointer) {
    const vitrine_curl_api *curl = real();
    if (curl) curl->curl_free(pointer);
}

CURL *curl_easy_init(void) {
    const vitrine_curl_api *curl = real();
    return curl ? curl->curl_easy_init() : NULL;
}

void curl_easy_cleanup(CURL *handle) {
    const vitrine_curl_api *curl = real();
    if (curl) curl->curl_easy_cleanup(handle);
}

/* curl_easy_setopt and curl_multi_setopt take one more argument, whose type the option's number says
   (CURLOPTTYPE_*: long below 10000, then object pointers, function pointers, curl_off_t, blobs): it is read as that
   type and passed on as that type, as libcurl reads it. */
#define VITRINE_FORWARD_OPTION(call, option, arguments)                                    \
    ((option) < CURLOPTTYPE_OBJECTPOINT     ? call(va_arg(arguments, long))                \
     : (option) < CURLOPTTYPE_FUNCTIONPOINT ? call(va_arg(arguments, void *))              \
     : (option) < CURLOPTTYPE_OFF_T         ? call(va_arg(arguments, void (*)(void)))      \
     : (option) < CURLOPTTYPE_BLOB          ? call(va_arg(arguments, curl_off_t))          \
                                            : call(va_arg(arguments, void *)))

CURLcode curl_easy_setopt(CURL *handle, CURLoption option, ...) {
    const vitrine_curl_api *curl = real();
    if (!curl) return CURLE_FAILED_INIT;
    va_list arguments;
    va_start(arguments, option);
#define VITRINE_CALL(value) curl->curl_easy_setopt(handle, option, value)
    CURLcode result = VITRINE_FORWARD_OPTION(VITRINE_CALL, option, arguments);
#undef VITRINE_CALL
    va_end(arguments);
    return result;
}

/* Every CURLINFO_* takes a pointer to where the value goes. */
CURLcode curl_easy_getinfo(CURL *handle, CURLINFO info, ...) {
    const vitrine_curl_api *curl = real();
    if (!curl) return CURLE_FAILED_INIT;
    va_list arguments;
    va_start(arguments, info);
    CURLcode result = curl->curl_easy_getinfo(handle, info, va_arg(arguments, void *));
    va_end(arguments);
    return result;
}

CURLcode curl_easy_pause(CURL *handle, int bitmask) {
    const vitrine_curl_api *curl = real();
    return curl ? curl->curl_easy_pause(handle, bitmask) : CURLE_FAILED_INIT;
}

const char *curl_easy_strerror(CURLcode code) {
    const vitrine_curl_api *curl = real();
    return curl ? curl->curl_easy_strerror(code) : VITRINE_CURL_SONAME " cannot be loaded";
}

CURLM *curl_multi_init(void) {
    const vitrine_curl_api *curl = real();
    return curl ? curl->curl_multi_init() : NULL;
}

CURLMcode curl_multi_cleanup(CURLM *multi) {
    const vitrine_curl_api *curl = real();
    return curl ? curl->curl_multi_cleanup(multi) : CURLM_BAD_HANDLE;
}

CURLMcode curl_multi_setopt(CURLM *multi, CURLMoption option, ...) {
    const vitrine_curl_api *curl = real();
    if (!curl) return CURLM_BAD_HANDLE;
    va_list arguments;
    va_start(arguments, option);
#define VITRINE_CALL(value) curl->curl_multi_setopt(multi, option, value)
    CURLMcode result = VITRINE_FORWARD_OPTION(VITRINE_CALL, option, arguments);
#undef VITRINE_CALL
    va_end(arguments);
    return result;
}

CURLMcode curl_multi_add_handle(CURLM *multi, CURL *handle) {
    const vitrine_curl_api *curl = real();
    return curl ? curl->curl_multi_add_handle(multi, handle) : CURLM_BAD_HANDLE;
}

CURLMcode curl_multi_remove_handle(CURLM *multi, CURL *handle) {
    const vitrine_curl_api *curl = real();
    return curl ? curl->curl_multi_remove_handle(multi, handle) : CURLM_BAD_HANDLE;
}

CURLMcode curl_multi_assign(CURLM *multi, curl_socket_t socket, void *pointer) {
    const vitrine_curl_api *curl = real();
    return curl ? curl->curl_multi_assign(multi, socket, pointer) : CURLM_BAD_HANDLE;
}

CURLMsg *curl_multi_info_read(CURLM *multi, int *left) {
    const vitrine_curl_api *curl = real();
    return curl ? curl->curl_multi_info_read(multi, left) : NULL;
}

CURLMcode curl_multi_socket_action(CURLM *multi, curl_socket_t socket, int mask, int *running) {
    const vitrine_curl_api *curl = real();
    return curl ? curl->curl_multi_socket_action(multi, socket, mask, running) : CURLM_BAD_HANDLE;
}

struct curl_slist *curl_slist_append(struct curl_slist *list, const char *text) {
    const vitrine_curl_api *curl = real();
    return curl ? curl->curl_slist_append(list, text) : NULL;
}

void curl_slist_free_all(struct curl_slist *list) {
    const vitrine_curl_api *curl = real();
    if (curl) curl->curl_slist_free_all(list);
}

CURLU *curl_url(void) {
    const vitrine_curl_api *curl = real();
    return curl ? curl->curl_url() : NULL;
}

CURLUcode curl_url_get(CURLU *url, CURLUPart part, char **value, unsigned int flags) {
    const vitrine_curl_api *curl = real();
    return curl ? curl->curl_url_get(url, part, value, flags) : CURLUE_BAD_HANDLE;
}

CURLUcode curl_url_set(CURLU *url, CURLUPart part, const char *value, unsigned int flags) {
    const vitrine_curl_api *curl = real();
    return curl ? curl->curl_url_set(url, part, value, flags) : CURLUE_BAD_HANDLE;
}
