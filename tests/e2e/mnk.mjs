// The Connect-N page in a real browser (make e2e): plays whole games by clicks as a person
// would and checks what the page shows against the binary's own answers on stdin.
// Usage: node mnk.mjs URL BINARY OUT_DIR  (Chromium at $CHROMIUM or /usr/bin/chromium).
import { chromium } from "playwright-core";
import { execFileSync } from "node:child_process";
import assert from "node:assert/strict";
import { checkLayout } from "./layout.mjs";

const [url, binary, outDir] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const page = await browser.newPage({ viewport: { width: 800, height: 700 } });
page.on("pageerror", (e) => { throw e; });

const settled = () => page.waitForFunction(() =>
  !document.body.dataset.busy &&
  document.getElementById("status").textContent !== "" &&
  !document.getElementById("status").textContent.includes("thinking"));
const moves = async () => (await page.inputValue("#moves")).split(" ").filter((m) => m);
const status = () => page.textContent("#status");

/// The board shows exactly the stones of the move list, X first.
async function checkBoard() {
  const list = await moves();
  const stones = await page.$$eval("[data-stone]", (all) => all.map((s) => [s.getAttribute("data-at"), s.getAttribute("data-stone")]));
  assert.equal(stones.length, list.length, "stones on the board against the move list");
  const want = new Map(list.map((m, i) => [m, i % 2 === 0 ? "X" : "O"]));
  for (const [cell, stone] of stones) assert.equal(stone, want.get(cell), "the stone on " + cell);
}

/// With "show scores" on, every empty cell shows the score `--analyze` gives on stdin.
async function checkScores(board, k) {
  const list = await moves();
  const analysis = execFileSync(binary, ["--board", board, "--k", String(k), "--analyze"], { input: list.join(" ") + "\n" })
    .toString().trim();
  const shown = await page.$$eval("[data-score-of]", (all) => all.map((s) => s.getAttribute("data-score-of") + ":" + s.textContent));
  assert.deepEqual(shown.sort(), analysis.split(" ").filter((p) => p).sort(), "scores shown at " + list.join(" "));
}

/// Clicks the first empty cell (in a1 b1 … order) and waits for the solver's reply.
async function playFirstEmpty() {
  const cell = await page.$$eval("rect[data-move]", (cells) => {
    const taken = new Set([...document.querySelectorAll("[data-stone]")].map((s) => s.getAttribute("data-at")));
    return cells.map((c) => c.getAttribute("data-move")).sort((a, b) =>
      (Number(a.slice(1)) - Number(b.slice(1))) || a.localeCompare(b)).find((c) => !taken.has(c));
  });
  await page.click('rect[data-move="' + cell + '"]');
  await settled();
}

await page.goto(url);
await settled();
assert.match(await status(), /^You are X\. A draw with best play\.$/);
await page.screenshot({ path: outDir + "/mnk-start.png" });
await checkLayout(page, outDir + "/mnk");

// A game on 3x3 with the scores shown: the board and the scores after every move.
await page.check("#show-scores");
await settled();
await page.click('rect[data-move="b2"]');
await settled();
await checkBoard();
assert.equal((await moves()).length, 2, "the solver answered");
await checkScores("3x3", 3);
await page.screenshot({ path: outDir + "/mnk-middle.png" });

// Undo takes back the reply and the move; redo plays them again.
await page.click("#undo");
await settled();
assert.deepEqual(await moves(), []);
await checkBoard();
await page.click("#redo");
await settled();
assert.equal((await moves()).length, 2);
await checkBoard();

// Play on to the end: the solver never loses, so the end is a draw or its win.
const over = (text) => /three in a row: (you|it) win|draw: the board is full/.test(text);
while (!over(await status())) {
  await playFirstEmpty();
  await checkBoard();
  if (!over(await status())) await checkScores("3x3", 3);
}
assert.match(await status(), /^(A draw: the board is full\.|The solver \(O\) made three in a row: it wins\.)$/);
if (/it wins/.test(await status())) {
  assert.equal(await page.$$eval("rect.win", (r) => r.length), 3, "the winning line is marked");
}
await page.screenshot({ path: outDir + "/mnk-end.png" });

// Another size: 4x4 with 4 in a row, 16 cells, and a position opened from a pasted list.
await page.selectOption("#size", "4x4:4");
await settled();
assert.equal(await page.$$eval("rect[data-move]", (r) => r.length), 16);
await page.fill("#moves", "a1 b2 c3");
await page.click("#open");
await settled();
await checkBoard();
await checkScores("4x4", 4);

await browser.close();
console.log("e2e: the Connect-N page played a whole game; screenshots in " + outDir);
