// What every game's page shares (served as /page.js): what follows the board, the game's state (the moves, undo and
// redo), the questions to the server (src/web/router.rs) with the progress of a search and its
// Stop, and every sentence the page shows, so that both pages word a result alike. A page
// calls `startPage(game)` with what is its own: the board to draw, the moves' notation, the
// players' names (see connect4.html, mnk.html, gomoku.html). A game whose engine plays by its
// clock and scores no moves (gomoku) says `scored: false`: the page then asks for the position
// alone and for the engine's move, and shows no scores; `engine` names the opponent.
"use strict";
const $ = (id) => document.getElementById(id);
/// What follows the board on every page: the status, the search's progress, the move list.
const BELOW_BOARD = `
<div id="status"></div>
<button id="longer" hidden>Search longer</button>
<div id="thinking">Thinking… <span id="searched">0</span> positions searched <button id="stop">Stop</button></div>
<div class="moves-row"><label>Moves <input id="moves" spellcheck="false" autocomplete="off"></label>
  <button id="open">Open</button> <button id="copy">Copy</button></div>`;
const SCORES_NOTE = `
<p><small>A score is for the side that plays the move: 1 plus the stones the winner still has
in hand when the game ends, 0 for a draw, negative for a loss; ? where the search was cut or
stopped.</small></p>`;
const NUMBERS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

function startPage(game) {
  const scored = game.scored !== false;
  const engine = game.engine || "solver";
  $("board").insertAdjacentHTML("afterend", BELOW_BOARD + (scored ? SCORES_NOTE : ""));
  const state = { moves: [], redo: [], you: 1, data: null, busy: false, id: null, budget: null, base: null, note: "" };
  const inRow = () => (NUMBERS[game.board().k] || String(game.board().k)) + " in a row";
  const turn = (length) => length % 2 + 1;

  async function api(path, extra) {
    state.busy = true;
    document.body.dataset.busy = "1";
    state.id = Math.random().toString(36).slice(2, 12);
    $("searched").textContent = "0";
    const shown = setTimeout(() => { $("thinking").style.visibility = "visible"; }, 150);
    const poll = setInterval(async () => {
      try {
        const p = await (await fetch("/api/progress?id=" + state.id)).json();
        if (p.running) $("searched").textContent = p.positions.toLocaleString("en");
      } catch (e) { /* the answer comes anyway */ }
    }, 250);
    try {
      const board = game.board();
      const response = await fetch(path + "?board=" + board.width + "x" + board.height + "&k=" + board.k +
        "&moves=" + encodeURIComponent(state.moves.join(game.separator)) + "&id=" + state.id + extra);
      const data = await response.json();
      if (!response.ok) throw new Error(data.error || response.statusText);
      return data;
    } finally {
      clearTimeout(shown);
      clearInterval(poll);
      $("thinking").style.visibility = "hidden";
      state.busy = false;
      document.body.dataset.busy = "";
    }
  }

  function draw() {
    game.draw($("board"), state.data, state.moves, $("show-scores").checked);
    $("moves").value = state.moves.join(game.separator);
  }

  function status(text, longer) {
    $("status").textContent = text;
    $("longer").hidden = !longer;
  }

  async function refresh() {
    try {
      const budget = state.budget ? "&budget=" + state.budget : "";
      state.data = await api("/api/analyze", scored ? "&scores=1" + budget : "");
    } catch (e) {
      status("Error: " + e.message);
      return;
    }
    const data = state.data;
    if (!state.budget) state.base = data.budget;
    draw();
    if (data.over) {
      status(data.winner === null ? "A draw: the board is full." :
        data.winner === state.you ? "You made " + inRow() + ": you win." :
          "The " + engine + " (" + game.player(data.winner) + ") made " + inRow() + ": it wins.");
      return;
    }
    if (data.to_move !== state.you) {
      status("The " + engine + " is thinking…");
      let reply;
      try {
        reply = await api("/api/move", "");
      } catch (e) {
        status("Error: " + e.message);
        return;
      }
      state.moves.push(reply.move);
      state.budget = null;
      state.note = reply.complete || !scored ? "" : " (The solver's search was " + (reply.stopped ? "stopped" : "cut") +
        " before it proved a move: it played " + game.fallback + ".)";
      return refresh();
    }
    const you = "You are " + game.player(state.you) + ". ";
    const more = data.budget * 4 <= state.base * 64;
    if (!scored) {
      status(you + "Your move.");
    } else if (data.words) {
      status(you + data.words + state.note);
    } else if (data.stopped) {
      status(you + "Stopped: the scores marked ? are unknown." + state.note, more);
    } else {
      status(you + "The search was cut after " + data.positions.toLocaleString("en") +
        " positions: the scores marked ? are unknown." + state.note, more);
    }
    state.note = "";
  }

  function play(name) {
    const data = state.data;
    const legal = scored ? name in data.scores : data && !data.moves.includes(name);
    if (!data || data.over || state.busy || !legal) return;
    state.moves.push(name);
    state.redo = [];
    state.budget = null;
    refresh();
  }

  function restart() {
    state.moves = [];
    state.redo = [];
    state.budget = null;
    refresh();
  }

  $("board").addEventListener("click", (event) => {
    const name = event.target.getAttribute("data-move");
    if (name) play(name);
  });
  document.addEventListener("keydown", (event) => {
    if (event.target === $("moves") || event.ctrlKey || event.metaKey || event.altKey) return;
    const name = game.key && game.key(event.key);
    if (name) play(name);
  });
  $("new").onclick = () => { if (!state.busy) restart(); };
  $("undo").onclick = () => {
    if (state.busy || !state.moves.length) return;
    // Back to your previous turn: the solver's reply and your move.
    do { state.redo.push(state.moves.pop()); }
    while (state.moves.length && turn(state.moves.length) !== state.you);
    state.budget = null;
    refresh();
  };
  $("redo").onclick = () => {
    if (state.busy || !state.redo.length) return;
    do { state.moves.push(state.redo.pop()); }
    while (state.redo.length && turn(state.moves.length) !== state.you);
    state.budget = null;
    refresh();
  };
  $("stop").onclick = () => { if (state.busy) fetch("/api/stop?id=" + state.id); };
  $("longer").onclick = () => {
    if (state.busy || !state.data) return;
    state.budget = state.data.budget * 4;
    refresh();
  };
  $("show-scores").onchange = () => draw();
  $("size").onchange = () => { if (!state.busy) restart(); };
  $("you").onchange = () => { if (state.busy) return; state.you = Number($("you").value); restart(); };
  $("open").onclick = () => {
    if (state.busy) return;
    state.moves = game.parse($("moves").value);
    state.redo = [];
    state.budget = null;
    refresh();
  };
  $("copy").onclick = () => {
    $("moves").select();
    const text = state.moves.join(game.separator);
    if (navigator.clipboard) navigator.clipboard.writeText(text).catch(() => document.execCommand("copy"));
    else document.execCommand("copy");
  };
  refresh();
}
