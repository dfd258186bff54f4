# Sabot: `make run` plays, `make test` checks everything. Both install the
# Debian/Ubuntu packages they need when they are missing (see README.md,
# "Setup"), so they work on a fresh machine as root, also without a terminal
# (CI=true).

GO ?= go

# Ebitengine on Linux: a C compiler and the headers of OpenGL, X11 (cursor,
# input, Xinerama, RandR, video modes) and ALSA, found through pkg-config.
BUILD_DEPS := gcc libc6-dev libgl1-mesa-dev libxcursor-dev libxi-dev libxinerama-dev \
	libxrandr-dev libxxf86vm-dev libasound2-dev pkg-config
# The tests that open a window: a virtual X server and Mesa's software
# OpenGL.
TEST_DEPS := xvfb xauth libgl1-mesa-dri
# The browser's end-to-end tests (make browser): Debian's Chromium.
BROWSER_DEPS := chromium

# The logic packages, and the packages that start goroutines (the grading
# of the trainer, sounds, the why's and the study's analyses, the pacer),
# also tested under the race detector.
RACE_PKGS := ./rules/... ./game/... ./locales/... ./driver/... ./trainer/... ./save/... ./scenes/anim/... \
	./scenes/sound/... ./scenes/why/... ./scenes/study/... ./scenes/pace/...
# Where a whole suite under the race detector would take too long, the tests
# that run the goroutines: the analysis's views and the dealer plan's workers
# (tutor), the table's background grading, hints and shoe EV (bjtable).
RACE_RUNS := 'TestPlan|TestEngineMatchesBruteForce|TestPeekRoundEV|TestSplitMatchesJointEnumeration':./tutor/ \
	'TestTrainer':./scenes/bjtable/

# ALSA without a sound card: everything to a null device.
ALSA_NULL := ALSA_CONFIG_PATH=$(CURDIR)/scripts/asound-null.conf
XVFB := xvfb-run -a -s "-screen 0 1920x1200x24"

# go test's limit for one package's tests: generous, for a loaded two-core
# machine (the tests wait for conditions, never for the clock).
TIMEOUT ?= 45m

.PHONY: run test deps test-deps lint vet unit race display cross screenshots screenshots-check packages fuzz bench web serve browser

run: deps
	$(GO) run .

deps:
	@scripts/install-deps.sh $(BUILD_DEPS)

test-deps:
	@scripts/install-deps.sh $(BUILD_DEPS) $(TEST_DEPS)
	@scripts/install-deps.sh $(BROWSER_DEPS) || echo "test-deps: no Chromium; make browser will be skipped"

test: test-deps lint vet unit race display cross browser

# What a Go team checks before the tests: gofmt, a tidy go.mod, staticcheck
# (a tool dependency in go.mod, so `go tool staticcheck` runs the pinned
# version; the scenes also with the display tag), and every fuzz target of
# the tests listed in FUZZ_TARGETS.
lint:
	@out=$$(gofmt -l .); if [ -n "$$out" ]; then echo "gofmt -l:"; echo "$$out"; exit 1; fi
	$(GO) mod tidy -diff
	$(GO) tool staticcheck ./...
	$(GO) tool staticcheck -tags display ./scenes/...
	@for f in $$(grep -rl --include='*_test.go' '^func Fuzz' .); do \
		for n in $$(sed -n 's/^func \(Fuzz[A-Za-z0-9_]*\)(.*/\1/p' $$f); do \
			case " $(FUZZ_TARGETS) " in *" $$n:./$$(dirname $${f#./})/ "*) ;; \
			*) echo "$$n ($$f) is not in the Makefile's FUZZ_TARGETS"; exit 1;; esac; \
		done; \
	done

vet:
	$(GO) vet ./...
	$(GO) vet -tags display ./scenes/...

# Every test that needs no display.
unit:
	$(GO) test -count=1 -timeout $(TIMEOUT) ./...

race:
	$(GO) test -race -count=1 -timeout $(TIMEOUT) $(RACE_PKGS)
	@for r in $(RACE_RUNS); do \
		echo "$(GO) test -race -count=1 -run $${r%%:*} $${r#*:}"; \
		$(GO) test -race -count=1 -timeout $(TIMEOUT) -run "$${r%%:*}" $${r#*:} || exit 1; \
	done

# The tests that need a display, under Xvfb, with ALSA on a null device.
display:
	GOTRACEBACK=all $(ALSA_NULL) $(XVFB) $(GO) test -count=1 -timeout $(TIMEOUT) -tags display ./scenes/e2e/

# The long run of every fuzz target, one after the other (docs/FUZZING.md);
# `make test` runs their seed corpora only. FUZZTIME=10000000x runs each
# for ten million executions instead of a time.
FUZZTIME ?= 6m
FUZZ_TARGETS := FuzzReplay:./cli/ FuzzSettingsFile:./save/ FuzzProgressFile:./save/ \
	FuzzLocaleFile:./locales/ FuzzRound:./game/blackjack/ FuzzScript:./game/blackjack/script/ \
	FuzzRound:./game/punto/ FuzzScript:./game/punto/ \
	FuzzRoundLogParse:./save/ FuzzRoundLog:./save/ FuzzJournal:./save/ \
	FuzzHistoryFile:./scenes/menus/

fuzz:
	@for t in $(FUZZ_TARGETS); do \
		echo "== $${t%%:*} $${t#*:}"; \
		$(GO) test -run='^$$' -fuzz="^$${t%%:*}\$$" -fuzztime=$(FUZZTIME) -parallel 1 -timeout=0 $${t#*:} || exit 1; \
	done

# The game builds for Windows and the browser, without cgo.
cross:
	GOOS=windows GOARCH=amd64 $(GO) build -o /dev/null .
	GOOS=js GOARCH=wasm $(GO) build -o /dev/null .

# The browser build in web/ (README.md, "In the browser"): the page, the
# module stripped, the Go runtime's loader, the icons, the service worker
# and the manifest; the module's size and build go into the page (its
# progress bar) and the service worker (its cache's name).
web:
	rm -rf web && mkdir -p web
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="-s -w" -o web/sabot.wasm .
	root="$$($(GO) env GOROOT)"; cp "$$root/lib/wasm/wasm_exec.js" web/ 2>/dev/null || cp "$$root/misc/wasm/wasm_exec.js" web/
	cp webapp/manifest.webmanifest webapp/icon-192.png webapp/icon-512.png web/
	sed "s/@WASMSIZE@/$$(wc -c < web/sabot.wasm | tr -d ' ')/" webapp/index.html > web/index.html
	sed "s/@VERSION@/$$(sha256sum web/sabot.wasm web/index.html web/wasm_exec.js web/manifest.webmanifest web/icon-*.png | sha256sum | cut -c1-16)/" webapp/sw.js > web/sw.js
	gzip -9 -k -n web/sabot.wasm web/wasm_exec.js

# Serves web/ on localhost (ADDR=host:port to change it).
ADDR ?= localhost:8080
serve:
	@test -f web/index.html || $(MAKE) web
	$(GO) run ./cmd/webserve -dir web -addr $(ADDR)

# The page played in headless Chromium (webapp/e2e), part of test: skipped,
# with a message, where Chromium could not be installed. Each of its three
# tests may take 45 minutes on a loaded machine: BROWSER_TIMEOUT bounds
# them all.
BROWSER_TIMEOUT ?= 150m
browser:
	@if command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1; then \
		$(MAKE) web && $(GO) test -count=1 -timeout $(BROWSER_TIMEOUT) -tags browser ./webapp/e2e/; \
	else echo "browser: no Chromium (apt-get install chromium): the browser tests are skipped"; fi

# The pictures of docs/, rendered offscreen.
# The picture of the packages and their imports in the README (graphviz).
packages:
	@scripts/install-deps.sh graphviz
	scripts/packages.sh docs/packages.png

screenshots: test-deps
	$(XVFB) $(GO) run . screenshot -scene menu -rules italian-classic -lang en -out docs/menu.png
	$(XVFB) $(GO) run . screenshot -scene settings -lang it -out docs/settings.png
	$(XVFB) $(GO) run . screenshot -scene rules -rules argentine -lang es -out docs/rules-argentine.png
	$(XVFB) $(GO) run . screenshot -scene table -rules italian-classic -lang it -out docs/table-italian-classic.png
	$(XVFB) $(GO) run . screenshot -scene table -rules italian-shuffler -lang it -out docs/table-italian-shuffler.png
	$(XVFB) $(GO) run . screenshot -scene table-behind -rules italian-shuffler -lang it -out docs/table-behind-italian-shuffler.png
	$(XVFB) $(GO) run . screenshot -scene table -rules italian-shuffler-shoe -lang it -out docs/table-italian-shuffler-shoe.png
	$(XVFB) $(GO) run . screenshot -scene table -rules italian-online -lang en -out docs/table-italian-online.png
	$(XVFB) $(GO) run . screenshot -scene table -rules argentine -lang es -out docs/table-argentine.png
	$(XVFB) $(GO) run . screenshot -scene table -rules super-punto-banco -lang en -out docs/table-super-punto-banco.png
	$(XVFB) $(GO) run . screenshot -scene table-result -rules italian-online -lang en -out docs/table-result.png
	$(XVFB) $(GO) run . screenshot -scene table-split -rules italian-classic -lang it -out docs/table-split.png
	$(XVFB) $(GO) run . screenshot -scene table-splits -rules italian-classic -lang it -out docs/table-splits.png
	$(XVFB) $(GO) run . screenshot -scene history -lang en -out docs/history.png
	$(XVFB) $(GO) run . screenshot -scene drill -rules italian-online -lang en -out docs/drill.png
	$(XVFB) $(GO) run . screenshot -scene counting -rules argentine -lang es -out docs/counting.png
	$(XVFB) $(GO) run . screenshot -scene stats -rules italian-classic -lang en -out docs/stats.png
	$(XVFB) $(GO) run . screenshot -scene chart -rules italian-online -lang en -out docs/chart.png
	$(XVFB) $(GO) run . screenshot -scene course -rules argentine -lang es -out docs/course.png
	$(XVFB) $(GO) run . screenshot -scene lesson -rules italian-classic -lang it -out docs/lesson.png
	$(XVFB) $(GO) run . screenshot -scene lesson-drill -rules super-punto-banco -lang it -out docs/lesson-drill.png
	$(XVFB) $(GO) run . screenshot -scene trainer -rules italian-classic -lang en -out docs/trainer.png
	$(XVFB) $(GO) run . screenshot -scene table-chart -rules italian-online -lang en -out docs/trainer-chart.png
	$(XVFB) $(GO) run . screenshot -scene trainer -rules argentine -lang es -out docs/trainer-argentine.png
	$(XVFB) $(GO) run . screenshot -scene trainer -rules super-punto-banco -lang it -out docs/trainer-punto.png
	$(XVFB) $(GO) run . screenshot -scene why -rules italian-classic -hand hard/11/10 -lang en -out docs/why-hard.png
	$(XVFB) $(GO) run . screenshot -scene why -rules argentine -hand soft/A7/9 -lang es -out docs/why-soft-argentine.png
	$(XVFB) $(GO) run . screenshot -scene why -rules italian-shuffler -hand pair/88/10 -lang it -out docs/why-pair.png
	$(XVFB) $(GO) run . screenshot -scene why-book -rules argentine -hand hard/11/10 -lang es -out docs/why-book-argentine.png
	$(XVFB) $(GO) run . screenshot -scene why -rules italian-classic -hand insurance -lang it -out docs/why-insurance.png
	$(XVFB) $(GO) run . screenshot -scene dealer-school -rules italian-classic -lang it -out docs/school-italian-classic.png
	$(XVFB) $(GO) run . screenshot -scene dealer-school -rules argentine -lang es -out docs/school-argentine.png
	$(XVFB) $(GO) run . screenshot -scene dealer-school -rules super-punto-banco -lang en -out docs/school-super-punto-banco.png
	$(XVFB) $(GO) run . screenshot -scene school-opening -rules italian-shuffler-shoe -lang it -out docs/school-opening-italian-shuffler-shoe.png
	$(XVFB) $(GO) run . screenshot -scene school-incident -rules italian-classic -lang it -out docs/school-incident.png
	$(XVFB) $(GO) run . screenshot -scene school-opening -rules italian-shuffler -lang it -out docs/school-opening.png
	$(XVFB) $(GO) run . screenshot -scene school-summary -rules italian-classic -lang it -out docs/school-summary.png
	$(XVFB) $(GO) run . screenshot -scene school-exam -rules argentine -lang es -out docs/school-exam.png
	$(XVFB) $(GO) run . screenshot -scene school-article -rules argentine -lang es -out docs/school-article.png
	$(XVFB) $(GO) run . screenshot -scene school-stats -rules super-punto-banco -lang it -out docs/school-stats.png
	rm -rf docs/.dealerdrill
	DDRILL_SHOTS=$(CURDIR)/docs/.dealerdrill $(XVFB) $(GO) test -count=1 -timeout $(TIMEOUT) -tags display -run Shots ./scenes/dealerdrill/
	cp docs/.dealerdrill/payout-wrong-es.png docs/dealerdrill-payout.png
	cp docs/.dealerdrill/order-wrong-it.png docs/dealerdrill-procedure.png
	rm -rf docs/.dealerdrill

# Every picture of screenshots rendered twice and compared byte by byte (a
# refactor that changes nothing on screen renders the same bytes); says
# which pictures of docs/ are stale. About 10 minutes on a loaded two-core
# machine: not part of make test.
screenshots-check: test-deps
	scripts/screenshots-check.sh

# The figures of docs/PERFORMANCE.md, "Light on the machine" (not part of
# make test): idle CPU, first frame, memory beside a bare window, then one
# frame's CPU at the busiest scenes; then "Analysis": sabot ev per table as
# a whole process, the analysis's and the grading's benchmarks.
bench: test-deps
	scripts/perf.sh
	$(XVFB) $(GO) test -timeout $(TIMEOUT) -tags display -run XXX -bench Frame -benchtime 100x ./scenes/
	scripts/evperf.sh
	$(GO) test -timeout $(TIMEOUT) -run XXX -bench 'Returns|Grade' -benchtime 20x ./tutor/ ./tutor/rtp/
