# The two commands of a fresh machine: `make diagrams` and `make test`.
SWIFT ?= swift

.PHONY: deps build release test diagrams examples tsan fuzz format bench bench-memory plan-quality schema clean

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# Then the pages the tool writes (the inspector, the check report) in headless Chromium: scripts/browser-tests.py,
# with the debug binary the tests built; screenshots go to Output/browser/.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	python3 scripts/browser-tests.py "$$($(SWIFT) build --show-bin-path)/layout-diagram"

# The sample package's DocC catalog drawn by the SwiftPM command plugin (issue 12) and the README's sample
# page by the docs command, every image rendered afresh (the images and manifests removed first: the docs
# command overwrites only what its manifest says it wrote); then the Texture node classes of
# Examples/TextureOnLinux snapshot-tested against their committed references (issue 23). The images must be
# the ones committed, so that a change to the renderer that alters them is seen.
DOCC_RESOURCES = Examples/DocCSample/Sources/Shapes/Shapes.docc/Resources
examples: deps
	rm -f $(DOCC_RESOURCES)/.layout-diagrams.json $(DOCC_RESOURCES)/*.png
	cd Examples/DocCSample && $(SWIFT) package --allow-writing-to-package-directory layout-diagrams
	rm -f Examples/DocsSample/images/.layout-diagrams.json Examples/DocsSample/images/*.png
	$(SWIFT) run layout-diagram docs Examples/DocsSample/Guide.md -o Examples/DocsSample/images
	cd Examples/TextureOnLinux && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build
	git diff --exit-code --stat -- Examples

# The tests that lay out from several threads at once (concurrent stacks, many trees, sizing records from
# worker threads, docs builds on two threads and two builds into one folder), built and run under the
# thread sanitizer in a build folder of their own.
TSAN_TESTS = ConcurrentLayoutTests|StackConcurrencyTests|aConcurrentStackRecords|RecordingKeepsFrames|ConcurrentDocsBuildTests
tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan -Xswiftc -DTSAN_VISIBLE_LOCKS
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan \
	  -Xswiftc -DTSAN_VISIBLE_LOCKS \
	  --filter "$(TSAN_TESTS)"

# The document reader and the engine under libFuzzer, seeded with every fixture and conformance document and
# with the dangerous shapes of Fuzz/Seeds (aliases, deep nesting, huge numbers, long text, image paths that
# are not files), its dictionary Fuzz/document.dict: FUZZ_RUNS inputs (default 1,000,000), or FUZZ_SECONDS
# seconds when given. An input that takes over a second is a failure, as a crash is; both are written to
# Output/fuzz.
FUZZ_RUNS ?= 1000000
fuzz: deps
	cd Fuzz && $(SWIFT) build -c release -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library
	rm -rf Output/fuzz && mkdir -p Output/fuzz/corpus Output/fuzz/seeds
	find Fixtures -name '*.yaml' -exec cp {} Output/fuzz/seeds/ \;
	find Conformance -name '*.yaml' | while read -r f; do cp "$$f" "Output/fuzz/seeds/$$(echo "$$f" | tr / _)"; done
	cp Fuzz/Seeds/* Output/fuzz/seeds/
	cd Output/fuzz && ../../Fuzz/.build/release/DocumentFuzzer corpus seeds -dict=../../Fuzz/document.dict \
	  -timeout=1 -rss_limit_mb=2048 $(if $(FUZZ_SECONDS),-max_total_time=$(FUZZ_SECONDS),-runs=$(FUZZ_RUNS))

# Every Fixtures/**/*.yaml rendered by the release binary into Output/ as PNG and SVG, mirroring the folders
# under Fixtures/: Fixtures/stack.yaml gives Output/stack.png and Output/stack.svg, Fixtures/a/b.yaml gives
# Output/a/b.png and Output/a/b.svg.
diagrams: release
	@bin="$$($(SWIFT) build -c release --show-bin-path)/layout-diagram"; \
	find Fixtures -name '*.yaml' -printf '%h\n' | sort -u | while read -r dir; do \
	  out="Output$${dir#Fixtures}/"; \
	  for format in png svg; do \
	    "$$bin" render "$$dir"/*.yaml -o "$$out" --format $$format || exit 1; \
	  done; \
	done; \
	echo "rendered $$(find Fixtures -name '*.yaml' | wc -l) documents into Output/ as PNG and SVG"

# Ours against Yoga and Taffy (issue 7): Benchmarks/README.md. BENCH_ARGS=--quick for a short run.
bench: deps
	@SWIFT="$(SWIFT)" Benchmarks/bench.sh $(BENCH_ARGS)

# The planner's quality measure over the fixtures, or FOLDERS (held-out batches): coverage of the values asked
# for, marks and key lines per figure, eye travel per value. A benchmark, not a test.
plan-quality: deps
	$(SWIFT) build -c release --product layout-diagram
	@python3 Benchmarks/plan-quality.py $(FOLDERS)

# Peak resident bytes per added feed element of bench, frames, frames --explain and explain.
bench-memory: deps
	@Benchmarks/memory-bench.sh

# The JSON Schema of layout documents and the format's reference, written to the copies the tests compare with
# the generated ones.
schema: build
	$(SWIFT) run layout-diagram schema > layout-document.schema.json
	$(SWIFT) run layout-diagram schema --format markdown > docs/layout-documents.md

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

clean:
	rm -rf .build
	find Output -mindepth 1 -not -name .gitkeep -prune -exec rm -rf {} +
