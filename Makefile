# make test: everything CI runs. make run P=891: one problem on stdin. make help: the rest.
# Every recipe runs from any folder (make -C) and builds into CARGO_TARGET_DIR when it is set.
.PHONY: build test lint list help run judge cases templates bench fuzz new submit book train train-zero zero-beyond \
	connect4-scored uttt-net gomoku-vcf

# Cargo's target folder, where the binaries are.
TARGET := $(or $(CARGO_TARGET_DIR),target)
RELEASE := $(TARGET)/release

# The binaries (the Connect Four opening book is compiled into its binary).
build:
	cargo build --release

# The Connect Four opening book: every position of at most DEPTH stones (8 by default) with its
# score, and the lines the solver plays from the empty board to LINES stones (12 by default) with
# its move; two threads, each with a 1 GiB table. Written to src/connect4/, then compiled into
# the binary. About 50 minutes here with BOOK=FILE naming the book of 7 stones (the builder
# takes its scores as found), 37 for that one from the book of 6, 34 for the book of 6 from
# that of 5, some 70 for the book of 6 from nothing: build up a stone at a time. See
# docs/connect4.md.
book:
	cargo build --release -q
	$(RELEASE)/gamesolver_connect4 --make-book $(or $(DEPTH),8) --book-lines $(or $(LINES),12) \
		--jobs 2 --table-mib 1024 $(if $(BOOK),--book $(BOOK)) > src/connect4/connect4-7x6.book.new
	mv src/connect4/connect4-7x6.book.new src/connect4/connect4-7x6.book
	cargo build --release -q

# The suite's stored Connect Four positions (tests/data/gamesolver_connect4/scored-*.txt), from
# seed 28, scored by the suite's oracle and reference, checked against the binary; needs the
# public sets (../shared/connect4) to leave their positions out. About 10 minutes.
connect4-scored:
	cargo build --release -q --bin gamesolver_connect4 --example connect4_scored_positions
	$${CARGO_TARGET_DIR:-target}/release/examples/connect4_scored_positions

# Prints positions for the gomoku suite's VCF_POSITIONS (tests/problems/gamesolver_gomoku.rs):
# random positions from seed 1 whose shortest win by fours the test's plain search finds.
gomoku-vcf:
	cargo test --release -q --test suite gamesolver_gomoku::find_vcf_positions -- --exact \
		--ignored --nocapture

# What the Connect-N agents ship (docs/mnk.md, Agents), each by self-play from seed 1: the td table
# for 3x3 (100,000 games), the zero networks for 3x3 (10,000 games of 50 simulations a move) and
# 4x4 K4 (2,000 games of 50). About a minute and a half.
train:
	cargo build --release -q --bin gamesolver_mnk
	$(RELEASE)/gamesolver_mnk --train td --games 100000 --seed 1 --out src/mnk/td-3x3-k3.table
	$(RELEASE)/gamesolver_mnk --train zero --games 10000 --sims 50 --seed 1 --out src/mnk/zero-3x3-k3.net
	$(RELEASE)/gamesolver_mnk --board 4x4 --k 4 --train zero --games 2000 --sims 50 --seed 1 \
		--out src/mnk/zero-4x4-k4.net

# The convolutional Connect-N zero networks (docs/mnk.md, Agents): make train-zero BOARD=6x6 K=4
# (or 7x7 K=5, 8x8 K=5) rebuilds src/mnk/zero-BOARD-kK.net byte for byte: ZERO_GAMES_BOARD_K
# games of self-play at 200 simulations a move on 2 threads, seed 1 (the same file on any number
# of threads). About 18, 17 and 24 minutes of both cores here.
BOARD ?= 6x6
K ?= 4
ZERO_GAMES_6x6_4 := 3000
ZERO_GAMES_7x7_5 := 400
ZERO_GAMES_8x8_5 := 500
train-zero:
	cargo build --release -q --bin gamesolver_mnk
	$(RELEASE)/gamesolver_mnk --board $(BOARD) --k $(K) --train zero --net conv --threads 2 \
		--games $(or $(ZERO_GAMES_$(BOARD)_$(K)),$(error no settings for BOARD=$(BOARD) K=$(K))) \
		--sims 200 --seed 1 --out src/mnk/zero-$(BOARD)-k$(K).net

# The issue's match table for the shipped convolutional networks (docs/mnk.md, Agents): each at
# ZERO_SIMS simulations a move against its board's opponents, 200 games, colours alternating,
# seed 1, one thread. About an hour of one core.
ZERO_SIMS := 400
zero-beyond:
	cargo build --release -q --bin gamesolver_mnk
	@echo "| board | zero:$(ZERO_SIMS) against | zero's wins, draws, losses, score rate (95 %) |"
	@echo "|---|---|---|"
	@for match in "6x6 4 perfect" "6x6 4 mcts:10000" "7x7 5 mcts:10000" "7x7 5 alphabeta:4" \
			"8x8 5 mcts:100000" "8x8 5 gomoku:100"; do set -- $$match; \
		line=$$($(RELEASE)/gamesolver_mnk --board $$1 --k $$2 --match zero:$(ZERO_SIMS) $$3 \
			--games 200 --seed 1 | head -1) || exit 1; \
		echo "| $$1 K$$2 | $$3 | $${line#*: } |"; done

# The Ultimate Tic-Tac-Toe bot's value network (docs/uttt.md): UTTT_GAMES games of self-play on
# each of two seeds (two processes), searched by playouts (the bot without its network) with
# 5,000 iterations a move, then 30 epochs of training from seed 1, written into the bot's NET
# (the same bytes on every run). About 35 minutes of both cores here; the files stay in
# $(TARGET)/uttt-net/.
UTTT_GAMES := 10000
uttt-net:
	cargo build --release -q --bin codingame_ultimate_tic_tac_toe --example uttt_value_net
	mkdir -p $(TARGET)/uttt-net
	$(RELEASE)/codingame_ultimate_tic_tac_toe --selfplay $(UTTT_GAMES) 5000 3000000 \
		> $(TARGET)/uttt-net/selfplay-1.txt & \
	$(RELEASE)/codingame_ultimate_tic_tac_toe --selfplay $(UTTT_GAMES) 5000 4000000 \
		> $(TARGET)/uttt-net/selfplay-2.txt && wait $$!
	$(RELEASE)/examples/uttt_value_net $(TARGET)/uttt-net/selfplay-1.txt \
		$(TARGET)/uttt-net/selfplay-2.txt --epochs 30 --seed 1 --out $(TARGET)/uttt-net/net.txt
	net=$$(cat $(TARGET)/uttt-net/net.txt) && \
		sed -i "s|^const NET: &str = \".*\";|const NET: \&str = \"$$net\";|" \
			src/bin/codingame_ultimate_tic_tac_toe.rs

# The library's unit and doc tests, then the suite (which builds every binary); the binaries
# have no unit tests of their own, so their test harnesses are not built.
test: lint
	cargo test --release --lib --test suite
	cargo test --release --doc
	@if [ -n "$$CONNECT4_SETS" ] || [ -d ../shared/connect4 ]; then \
		cargo test --release --test suite gamesolver_connect4::public_sets:: -- --ignored; \
	else echo "skipped: the tests on the public Connect Four sets (no ../shared/connect4)"; fi

lint:
	cargo fmt --check
	rustfmt --edition 2021 --check templates/*.rs
	cargo clippy --release --all-targets -- -D warnings

# Every problem, or those holding Q: judge, number, title, binary; by judge, then number.
list:
	@tools/list.sh "$(Q)" "$(SHOW)"

# P's rules, input, output, accepted range and samples, from its header and tests/data; without
# P, the make commands. (The binaries read no arguments: a judge runs them.)
help:
	@tools/help.sh "$(P)"

# Builds P's binary (with cargo's progress the first time) and runs it on stdin.
run:
	@bin=$$(tools/binary.sh "$(P)") && tools/build.sh $$bin && CASE="$(CASE)" tools/run.sh "$(P)"

# An oj-style table of every case (or P's), the max cases too: verdict, time against the header's
# limit, a diff per failure, one summary line; status 1 when a case fails (tools/judge.sh).
judge:
	@only=$$($(if $(P),tools/binary.sh "$(P)",true)) && tools/judge.sh "$$only"

# Writes every case (all problems', or P's) into target/cases/<binary>/, for oj test: the
# stored ones copied, the max-size ones generated from each problem's fixed seed, answered by
# the reference solvers in tests/problems/ (never by the binaries), and recorded (size and
# digests) in tests/max_cases.txt, which make test holds them to.
cases:
	@only=$$($(if $(P),tools/binary.sh "$(P)",true)) && tools/build.sh --suite && CASES_ONLY=$$only \
		cargo test --release -q --test suite checks::write_cases -- --exact --ignored && \
		echo "Wrote $(TARGET)/cases/$${only:-<binary>}/; oj test -c $(RELEASE)/$${only:-<binary>} -d $(TARGET)/cases/$${only:-<binary>}"

# Pastes every shared part of the library (src/digits.rs, src/program.rs, src/tokens.rs) over
# its copies in the full programs of src/bin.
templates:
	python3 tools/sync_templates.py

# Every binary on its worst inputs: instructions (callgrind), the read floor, the seeds' C++
# anchors, wall time and peak memory; one row per workload. See docs/performance.md. Then
# each problem's own benchmark sets (Connect Four: ../shared/connect4, Begin-Hard's first
# HARD lines, all 1,000 by default (about half an hour); the empty board, its children and --analyze against c4, C4_BIN
# naming a built c4 to run side by side; the empty board of every size with W + H <= 13), one at
# a time.
bench:
	cargo build --release -q --bins --examples
	cargo test --release -q --test suite bench::bench -- --exact --ignored --nocapture
	HARD=$(HARD) cargo test --release -q --test suite bench_sets -- --ignored --nocapture --test-threads 1

# A long fuzzing pass: N variants per binary (default 12500), all binaries or P's, from SEED.
fuzz:
	@only=$$($(if $(P),tools/binary.sh "$(P)",true)) && tools/build.sh --suite && \
		FUZZ_P=$$only FUZZ_N=$(N) FUZZ_SEED=$(SEED) \
		cargo test --release -q --test suite fuzz::long_fuzz_pass -- --exact --ignored --nocapture

# Starts a problem: make new P=leetcode_877_stone_game or P=kattis_bachetsgame (judges: acwing,
# leetcode, luogu, hdu, atcoder, codeforces, cses, library_checker, kattis, spoj, timus, aoj): its binary,
# data folder, test file, registry line, README row. FORM=tree or FORM=design starts a LeetCode
# problem that reads a binary tree or a design class's calls.
new:
	@FORM=$(FORM) python3 tools/new.py "$(P)"

# Prints what to paste into P's judge, after compiling exactly that text alone.
submit:
	@tools/submit.sh "$(P)"

# The web pages in a real browser: installs Debian's chromium and npm's playwright-core when
# missing, serves gamesolver_mnk and plays a whole game by clicks; screenshots in target/e2e/.
.PHONY: e2e
e2e:
	@tools/e2e.sh

# Ultimate Tic-Tac-Toe between A and B (binaries named as make run names them, commands, random
# or greedy): GAMES games (10), colours alternating, from SEED, official clocks times SCALE (1);
# tools/arena.sh, examples/uttt_referee.rs. A missing A or B, or a command that cannot start,
# is an error before any game.
.PHONY: arena
arena:
	@tools/arena.sh "$(A)" "$(B)" --games $(or $(GAMES),10) --seed $(or $(SEED),1) \
		--time-scale $(or $(SCALE),1)
