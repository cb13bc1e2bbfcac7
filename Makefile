# Vitrine: `make demo` builds the sample gallery, `make test` runs every test. Both install missing apt packages.
SWIFT ?= swift
SITE ?= demo-site

.PHONY: demo test build release bench clean deps fuzz sanitize release-static install uninstall dist

## Installing: a release vitrine with the Swift runtime linked in (runs where Swift is not), built in its own
## folder; `make install PREFIX=~/.local`, `DESTDIR=` for staging. See scripts/install-tree.sh for the layout.
PREFIX ?= /usr/local
DESTDIR ?=
INSTALL_SCRATCH ?= .build-install
DIST ?= dist
RELEASE_FLAGS = -c release --product vitrine --scratch-path $(INSTALL_SCRATCH) -Xswiftc -DVITRINE_RELEASE $(NO_INDEX)
ifeq ($(shell uname -s),Linux)
## Linux: the Swift runtime and Foundation linked in (macOS has its own in the system), by lld for its packed
## relative relocations (DT_RELR, glibc 2.36): the static binary's pointers into itself take 2.2 MB as plain RELA
## entries and a few KB packed (gold cannot pack them). No dynamic symbol table of our own code (1 MB): nothing
## looks a symbol of the executable up (the runtime's dlsym lookups are for libraries, and --exclude-libs already
## keeps the static runtime's symbols out); a stripped binary's crash report then shows addresses, which the
## unstripped .build-install/release/vitrine of the same commit turns into names.
RELEASE_FLAGS += --static-swift-stdlib -Xlinker --no-export-dynamic
## libcurl is opened on first use, not at start (Sources/CLoader/lazy-libcurl.c): FoundationNetworking's `-lcurl`
## finds the forwarding libcurl.a built here before the system's libcurl.so. That holds while no
## C target names a pkg-config file: SwiftPM would put -L/usr/lib/<arch> ahead of this -L (see Package.swift).
LAZY_CURL = $(INSTALL_SCRATCH)/lazy-libcurl
RELEASE_FLAGS += -Xlinker -L$(abspath $(LAZY_CURL))
## A toolchain without lld (swift.org's ship it) links with its default linker: a 2 MB larger binary.
LLD := $(or $(wildcard $(dir $(realpath $(shell command -v $(SWIFT))))ld.lld),$(shell command -v ld.lld 2>/dev/null))
ifneq ($(LLD),)
RELEASE_FLAGS += -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
endif
endif
## ICU's data trimmed to the languages Vitrine ships (scripts/icu-data.py), linked in place of the full 34 MB package.
ICU_DATA = $(INSTALL_SCRATCH)/icu

## Builds of the vitrine binary write no index store: nothing reads it, and writing it costs up to 45% of a module's
## compile. Builds with the tests keep it: SwiftPM finds the tests on Linux through it (without, a new test file
## fails the build: "Failed opening .../index/store/v5/units/...").
NO_INDEX = --disable-index-store

deps:
	@scripts/install-deps.sh build

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product vitrine $(NO_INDEX)

## Build the sample gallery into demo-site/ (open demo-site/index.html, or `vitrine serve`).
demo: release
	.build/release/vitrine build SampleLibrary -o $(SITE) --cache .build/demo-cache
	@echo "Open $(SITE)/index.html in a browser."

## Every test: unit, end-to-end and browser (Chromium headless through WebDriver); the last line counts them
## ("N passed, N failed, N skipped"). See scripts/test.sh.
test:
	@scripts/install-deps.sh test
	@SWIFT=$(SWIFT) scripts/test.sh

## Vitrine vs libvips vs sigal vs djpeg on the same corpus (a script, not a test); last, the installed binary's cold
## and warm start (scripts/bench-startup.sh, on the release-static build when there is one: it takes minutes to make).
bench:
	@scripts/install-deps.sh bench
	$(SWIFT) build -c release --product vitrine $(NO_INDEX)
	scripts/bench.sh
	scripts/bench-heic.sh
	scripts/bench-raw.sh
	scripts/bench-webp.sh
	scripts/bench-incremental.sh 10000
	scripts/bench-private.sh
	scripts/bench-downloads.sh
	python3 scripts/bench-curate.py 10000
	scripts/bench-video.sh
	scripts/bench-shards.sh 10000 4
	scripts/bench-remote-cache.sh
	scripts/bench-deploy.sh
	scripts/bench-page-weight.sh
	scripts/bench-browser-scale.sh
	scripts/bench-lfs.sh 10000
	@if [ -x $(INSTALL_SCRATCH)/release/vitrine ]; then scripts/bench-startup.sh; \
	else echo "bench-startup.sh skipped: no $(INSTALL_SCRATCH)/release/vitrine (make release-static first)"; fi

clean:
	rm -rf .build $(SITE)

## The release binary for installing: version and commit baked in (scripts/release-info.sh), static Swift runtime.
release-static: deps
	@scripts/install-deps.sh dist
	@scripts/release-info.sh >/dev/null
ifeq ($(shell uname -s),Linux)
	@$(MAKE) --no-print-directory $(LAZY_CURL)/libcurl.a
endif
	@scripts/icu-data.py $(ICU_DATA) --binary $(INSTALL_SCRATCH)/release/vitrine
	$(SWIFT) build $(RELEASE_FLAGS) $$(cat $(ICU_DATA)/link-flags 2>/dev/null)

## SwiftPM does not know the binary is linked with this archive: a new one removes the binary, so it is linked again.
$(LAZY_CURL)/libcurl.a: Sources/CLoader/lazy-libcurl.c Sources/CLoader/lazy-libcurl.h Sources/CLoader/loader.h
	@mkdir -p $(LAZY_CURL)
	$(CC) -std=gnu11 -O2 -Wall -Wextra -c $< -o $(LAZY_CURL)/lazy-libcurl.o
	rm -f $@ $(INSTALL_SCRATCH)/release/vitrine && $(AR) rcs $@ $(LAZY_CURL)/lazy-libcurl.o

install: release-static
	scripts/install-tree.sh $(INSTALL_SCRATCH)/release "$(DESTDIR)$(PREFIX)"

uninstall:
	scripts/install-tree.sh --uninstall "$(DESTDIR)$(PREFIX)"

## dist/vitrine-VERSION-linux-ARCH.tar.gz and dist/vitrine_VERSION_ARCH.deb (Depends from the binary's libraries).
dist: release-static
	scripts/make-dist.sh $(INSTALL_SCRATCH)/release $(DIST)

FUZZ_SECONDS ?= 60
## Every fuzz target as Target:corpus:max_len[:extra libFuzzer flags]; FuzzTarget reads Fuzz/corpus/corpus (HEIF's
## holds an AVIF too). `make fuzz FUZZ_TARGETS=PNG:png:65536` runs one.
FUZZ_TARGETS ?= Sidecar:sidecar:4096 Exif:exif:65536 Color:color:16384 Raw:raw:65536:-timeout=20 \
	Metadata:metadata:65536 Video:video:8192 RenderBundle:bundle:4096 \
	HEIF:heif:65536 PNG:png:65536 TIFF:tiff:65536 GIF:gif:65536 SiteIndex:siteindex:65536 KnownSidecars:knownsidecars:65536 HTTP:http:16384 \
	EncodedImage:encoded:65536 \
	Listing:listing:65536 WorkerReply:workerreply:16384 LocationStripper:stripper:65536 GPX:gpx:65536
FUZZ_BUILD = $(SWIFT) build $(NO_INDEX) --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
## Fuzz the sidecar decoder (and the Git LFS pointer reader), the EXIF reader, the JPEG ICC reader with lcms2, the camera RAW path (libraw), the XMP and
## IPTC readers, the video parsers, the remote cache's bundle decoder, each still decoder, the catalog's site index
## decoder, the preview server's request parser, the check of fetched images, deploy's store listing reader, the GPX reader and the decoder workers' answers for FUZZ_SECONDS each
## (libFuzzer + AddressSanitizer). Every target is built first, then each runs; findings go to .build-fuzz/. Leaks
## inside system libraries are suppressed as in `make sanitize` (scripts/lsan.supp, each entry with its reason).
fuzz: deps
	for entry in $(FUZZ_TARGETS); do $(FUZZ_BUILD) --product Fuzz$${entry%%:*} || exit 1; done
	for entry in $(FUZZ_TARGETS); do IFS=:; set -- $$entry; unset IFS; \
	  mkdir -p .build-fuzz/corpus/$$2 && \
	  LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp .build-fuzz/debug/Fuzz$$1 -max_total_time=$(FUZZ_SECONDS) -max_len=$$3 $$4 -artifact_prefix=.build-fuzz/ \
	    .build-fuzz/corpus/$$2 Fuzz/corpus/$$2 || exit 1; \
	done

## The test suite under AddressSanitizer, then the suites where threads meet under ThreadSanitizer. Each has its
## own build folder, and the end-to-end and browser tests run that folder's instrumented vitrine binary.
## scripts/lsan.supp and scripts/tsan.supp list the reports from the toolchain and system libraries, each with why
## it is not ours. Instrumented code is several times slower: one photo's render budget is raised from 60 s, and
## tests that wait on the vitrine binary wait longer (VITRINE_SANITIZER).
## Left out of both (SANITIZE_SKIP): the install suites (make install, the tarball and .deb, the CI script), which
## build and test the plain release binary: a cold release build inside the run, and no instrumented code to check.
## ThreadSanitizer runs SANITIZE_THREAD_SUITES: the build's thread pool, bounded tasks and the whole build pipeline
## in process (VitrineBuildTests), the decoder workers' pool and builds through it, the preview server and its HTTP
## layer, `serve` under abuse and curation while a build runs. TSan slows code 5 to 15 times, and on the shared
## 2-core machine (load 10 to 30) the cold ASan build alone took 37 minutes and the TSan build over an hour: the
## whole suite under TSan as well does not fit an evening. `make sanitize SANITIZE_THREAD_SUITES=.` runs it all.
## Under ASan, LeakSanitizer's table of suppressions used is not printed at each exit (a vitrine run by a test would
## add it to the one line of error the test reads), and under both a SIGSEGV is left to the kernel: the decoder
## workers' tests crash a stand-in library on purpose and expect the worker killed by the signal, not the
## sanitizer's report and exit 1.
SANITIZE_ENV = VITRINE_RENDER_BUDGET_SECONDS=900
SANITIZE_SKIP ?= InstallTests|DistTests|CIScriptTests
SANITIZE_THREAD_SUITES ?= VitrineBuildTests|VitrineServeTests|DecoderWorker|EndToEndTests\.Serve|CurateWhileBuilding|ReadOnlyServe
sanitize: deps
	@scripts/install-deps.sh test
	$(SWIFT) build --build-tests --scratch-path .build-asan --sanitize=address
	$(SANITIZE_ENV) VITRINE_SANITIZER=address VITRINE_BIN=$(CURDIR)/.build-asan/debug/vitrine \
		LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp:print_suppressions=0 ASAN_OPTIONS=handle_segv=0 \
		$(SWIFT) test --skip-build --scratch-path .build-asan --sanitize=address --skip '$(SANITIZE_SKIP)'
	$(SWIFT) build --build-tests --scratch-path .build-tsan --sanitize=thread
	$(SANITIZE_ENV) VITRINE_SANITIZER=thread VITRINE_BIN=$(CURDIR)/.build-tsan/debug/vitrine \
		TSAN_OPTIONS=suppressions=$(CURDIR)/scripts/tsan.supp:handle_segv=0 \
		$(SWIFT) test --skip-build --scratch-path .build-tsan --sanitize=thread --skip '$(SANITIZE_SKIP)' \
		--filter '$(SANITIZE_THREAD_SUITES)'
