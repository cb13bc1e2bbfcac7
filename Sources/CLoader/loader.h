#ifndef VITRINE_LOADER_H
#define VITRINE_LOADER_H
/* The C libraries only some photos need (HEIF, PNG, TIFF, GIF, RAW decoders; XMP and IPTC readers) are opened on
   first use rather than by the dynamic loader at start: a cold `vitrine --version` would otherwise spend most of
   its time mapping them and the codecs they pull in. Their targets keep their headers but link nothing; each
   shim.h lists the functions Vitrine calls and declares, through VITRINE_LIBRARY, a struct of typed pointers to
   them (`vitrine_heif_api`) and a loader that fills one (`vitrine_heif_load`). The Swift side (one small type per
   library) calls the loader once and calls through the struct; a library or symbol that is missing is an error
   the build reports, never a crash. Not a module of its own: each shim includes this file. */
#include <dlfcn.h>
#include <stddef.h>
#ifndef __clang__
#define _Nonnull /* clang's nullability, for Swift; another C compiler (scripts compiling the tables) goes without */
#define swift_attr(x)
#endif
#include <stdio.h>
#include <string.h>

/* Opens `path` (a soname, found as the dynamic loader finds NEEDED libraries, or a path) and looks each of `names`
   up into `slots`. 0 on success; -1 with the reason in `error` otherwise (the library is closed again). The
   library's symbols stay local (RTLD_LOCAL): they never take the place of another library's. Every symbol is
   bound now (RTLD_NOW), so a library too old for one of the functions fails here, not mid-photo. */
static inline int vitrine_load_library(const char *path, const char *const *names, size_t count, void **slots,
                                       char *error, size_t error_size) {
    void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *reason = dlerror();
        snprintf(error, error_size, "%s", reason ? reason : "dlopen failed");
        return -1;
    }
    for (size_t index = 0; index < count; index++) {
        slots[index] = dlsym(handle, names[index]);
        if (!slots[index]) {
            snprintf(error, error_size, "%s has no function %s (another version of the library?)", path, names[index]);
            dlclose(handle);
            return -1;
        }
    }
    return 0;
}

#define VITRINE_API_FIELD(name) __typeof__(&name) _Nonnull name;
#define VITRINE_API_NAME(name) #name,

/* Declares `PREFIX_api`, a struct with one typed pointer for each function FUNCTIONS(X) lists (X(heif_init)
   X(heif_context_alloc) ...), named as the function, and `PREFIX_load(path, api, error, error_size)`, which opens
   the library and fills the struct (vitrine_load_library's result and error). Function pointers are the size of
   data pointers on every platform dlsym exists on, so the struct is filled from dlsym's results as one array. It is
   never written after that: Swift may share it between threads (Sendable). */
#define VITRINE_LIBRARY(PREFIX, FUNCTIONS)                                                                  \
    typedef struct __attribute__((swift_attr("@Sendable"))) { FUNCTIONS(VITRINE_API_FIELD) } PREFIX##_api;  \
    static inline int PREFIX##_load(const char *path, PREFIX##_api *api, char *error, size_t error_size) {  \
        static const char *const names[] = { FUNCTIONS(VITRINE_API_NAME) };                                 \
        void *slots[sizeof names / sizeof *names];                                                          \
        _Static_assert(sizeof(PREFIX##_api) == sizeof slots, "one pointer for each function");              \
        if (vitrine_load_library(path, names, sizeof names / sizeof *names, slots, error, error_size) != 0) \
            return -1;                                                                                      \
        memcpy(api, slots, sizeof slots);                                                                   \
        return 0;                                                                                           \
    }
#endif
