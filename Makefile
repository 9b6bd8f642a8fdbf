# Each target installs what is missing first (apt packages, .venv), see scripts/setup.sh.
.PHONY: setup hunt test bench

setup:
	bash scripts/setup.sh

hunt:
	bash scripts/setup.sh hunt

test:
	bash scripts/setup.sh test

bench: setup
	.venv/bin/python benchmarks/harness_overhead.py
