# The two commands of a fresh machine: `make diagrams` and `make test`.
SWIFT ?= swift

.PHONY: deps build release test diagrams format bench clean

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

diagrams: release
	@echo "The renderer has not landed yet: diagrams only builds the package."

# Ours against Yoga and Taffy (issue 7): Benchmarks/README.md. BENCH_ARGS=--quick for a short run.
bench: deps
	@SWIFT="$(SWIFT)" Benchmarks/bench.sh $(BENCH_ARGS)

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

clean:
	rm -rf .build Output/*.png Output/*.svg Output/bench
