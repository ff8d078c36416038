# make test: everything CI runs. make run P=891: one problem on stdin. See README.md.
.PHONY: build test lint run judge cases templates

build:
	cargo build --release

test: lint
	cargo test --release

lint:
	cargo fmt --check
	rustfmt --edition 2021 --check templates/*.rs
	cargo clippy --release --all-targets -- -D warnings

run:
	@cargo build --release -q
	@tools/run.sh "$(P)"

# An oj-style table of every stored case (or P's): verdict, time, a diff per failure.
judge:
	@only=$$($(if $(P),tools/binary.sh "$(P)",true)) && JUDGE_ONLY=$$only \
		cargo test --release -q --test suite judge::stored_cases_pass -- --exact --nocapture

# Rewrites the stored max-size cases from their fixed seeds; answers come from tests/reference.rs.
cases:
	cargo test --release -q --test suite generated::write_max_cases -- --exact --ignored

# Pastes every canonical part in templates/ over its copies in src/bin.
templates:
	python3 tools/sync_templates.py
