// The gomoku page in a real browser (make e2e): plays a game by clicks as a person would, on
// 15x15 and 20x20, and checks what the page shows: the stones of the move list, the engine's
// replies on empty points, undo and redo, the winning line and the words of the end.
// Usage: node gomoku.mjs URL BINARY OUT_DIR  (Chromium at $CHROMIUM or /usr/bin/chromium); the
// server runs with --time 300.
import { chromium } from "playwright-core";
import assert from "node:assert/strict";
import { checkLayout } from "./layout.mjs";

const [url, , outDir] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const page = await browser.newPage({ viewport: { width: 800, height: 900 } });
page.on("pageerror", (e) => { throw e; });

const settled = () => page.waitForFunction(() =>
  !document.body.dataset.busy &&
  document.getElementById("status").textContent !== "" &&
  !document.getElementById("status").textContent.includes("thinking"));
const moves = async () => (await page.inputValue("#moves")).split(" ").filter((m) => m);
const status = () => page.textContent("#status");

/// The board shows exactly the stones of the move list, X first, each on its own point.
async function checkBoard() {
  const list = await moves();
  assert.equal(new Set(list).size, list.length, "no point played twice: " + list.join(" "));
  const stones = await page.$$eval("[data-stone]", (all) => all.map((s) => [s.getAttribute("data-at"), s.getAttribute("data-stone")]));
  assert.equal(stones.length, list.length, "stones on the board against the move list");
  const want = new Map(list.map((m, i) => [m, i % 2 === 0 ? "X" : "O"]));
  for (const [cell, stone] of stones) assert.equal(stone, want.get(cell), "the stone on " + cell);
}

await page.goto(url);
await settled();
assert.match(await status(), /^You are X\. Your move\.$/);
assert.equal(await page.$$eval("rect[data-move]", (r) => r.length), 225);
await page.screenshot({ path: outDir + "/gomoku-start.png" });
await checkLayout(page, outDir + "/gomoku");

// A move and the engine's reply; undo takes both back, redo plays them again.
await page.click('rect[data-move="h8"]');
await settled();
assert.equal((await moves()).length, 2, "the engine answered");
await checkBoard();
await page.click("#undo");
await settled();
assert.deepEqual(await moves(), []);
await page.click("#redo");
await settled();
assert.equal((await moves()).length, 2);
await checkBoard();

// Points along the bottom row, a1 b1 …, the first empty each time: the engine blocks the
// fours and wins.
const over = (text) => /five in a row: (you|it) win|draw: the board is full/.test(text);
for (let turn = 0; turn < 60 && !over(await status()); turn++) {
  const cell = await page.$$eval("rect[data-move]", (cells) => cells.map((c) => c.getAttribute("data-move"))
    .sort((a, b) => (Number(a.slice(1)) - Number(b.slice(1))) || a.localeCompare(b))[0]);
  await page.click('rect[data-move="' + cell + '"]');
  await settled();
  await checkBoard();
}
assert.match(await status(), /^The engine \(O\) made five in a row: it wins\.$/);
assert.ok(await page.$$eval("rect.win", (r) => r.length) >= 5, "the winning line is marked");
await page.screenshot({ path: outDir + "/gomoku-end.png" });

// 20x20, playing O: the engine opens in the centre.
await page.selectOption("#size", "20x20:5");
await settled();
await page.selectOption("#you", "2");
await settled();
assert.equal(await page.$$eval("rect[data-move]", (r) => r.length), 399);
assert.deepEqual(await moves(), ["k10"]);
await checkBoard();

// A pasted position where X, the engine, has an open four: it makes five.
await page.fill("#moves", "h8 h9 i8 i9 j8 j9 k8 k9");
await page.click("#open");
await settled();
await checkBoard();
assert.match(await status(), /^The engine \(X\) made five in a row: it wins\.$/);
assert.ok(["g8", "l8"].includes((await moves())[8]), "the five: " + (await moves()).join(" "));

await browser.close();
console.log("e2e: the gomoku page played a game on 15x15 and 20x20; screenshots in " + outDir);
