# Lifeline: two commands do all set-up on a fresh Debian machine.
#   make site   installs what is missing, builds `lifeline` (release) and generates Output/
#   make test   installs what is missing, then runs the whole test suite
SWIFT ?= swift
RELEASE_BIN = .build/release/lifeline

.PHONY: site test deps test-deps bench-deps build-release unit-tests site-checks site-check browser-test output-check bench screenshots fuzz clean

site: deps build-release
	$(RELEASE_BIN) build

# Compiles once: the tests run against optimised code (release, with testing enabled, so that
# they may import internals), and the `lifeline` that build made then builds and checks the site.
# A debug build and a release build, one after the other, were most of its time (issue 22).
# `swift test` (debug) is the quick loop while writing code.
test: deps test-deps
	$(SWIFT) test -c release -Xswiftc -enable-testing
	@scripts/install-deps.sh browser
	scripts/site-checks.sh $(RELEASE_BIN)
	scripts/check-output.sh $(RELEASE_BIN)

deps:
	@scripts/install-deps.sh build

test-deps:
	@scripts/install-deps.sh test browser

bench-deps:
	@scripts/install-deps.sh bench

# The Swift runtime and Foundation linked into the binary: each build starts worker processes of
# it, and loading and binding the shared libraries took 16 ms of CPU at every start (8 ms linked
# in; fifty `lifeline --help`), a tenth of a one-scenario edit. `swift test` cannot link this way
# (no static Testing module), so `make test` checks the site with the binary its test build made,
# linked to the shared libraries: same code, same Output/ (check-output.sh).
build-release:
	$(SWIFT) build -c release --product lifeline --static-swift-stdlib

unit-tests:
	$(SWIFT) test

# The two below side by side (each uses about one core): what `make test` runs.
site-checks: build-release
	@scripts/install-deps.sh browser
	scripts/site-checks.sh $(RELEASE_BIN)

# The generated site passes the W3C Nu HTML checker, linkchecker and the anchor check with zero errors.
site-check: build-release
	scripts/check-site.sh $(RELEASE_BIN)

# The built site read in headless Chromium at 1280 and 390 px (scripts/browser.py): about 2 minutes.
browser-test: build-release
	@scripts/install-deps.sh browser
	scripts/browser-test.sh $(RELEASE_BIN)

# Not part of `make test`: performance is measured as ratios, in one run, never by a timed test.
bench: deps bench-deps build-release
	scripts/bench-speed.sh $(RELEASE_BIN)
	scripts/bench-goals.sh $(RELEASE_BIN)
	scripts/bench-diagrams.sh
	scripts/bench-site.sh $(RELEASE_BIN)

# The structure-aware fuzzer for ten minutes (`make test` runs it for a few seconds); replay a
# failure with LIFELINE_FUZZ_SEED=N. FUZZ_SECONDS=60 make fuzz for a shorter run.
FUZZ_SECONDS ?= 600
fuzz: deps
	LIFELINE_FUZZ_SECONDS=$(FUZZ_SECONDS) $(SWIFT) test --filter "StructureFuzzTests|LogFuzzTests"

# Home, content and scenario pages at 1280 and 390 pixels wide, light and dark, plus a scrolled
# diagram, the diagram viewer, a search, the nested 404 and the phone menu: .build/screenshots/
screenshots: deps build-release
	@scripts/install-deps.sh screenshots
	scripts/screenshots.sh $(RELEASE_BIN)

# The committed Output/ must be exactly what the current sources build.
output-check: build-release
	scripts/check-output.sh $(RELEASE_BIN)

clean:
	rm -rf .build
