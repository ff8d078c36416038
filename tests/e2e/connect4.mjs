// The Connect Four page in a real browser (make e2e): plays a whole game by keys and clicks as a
// person would and checks what the page shows against the binary's own answers on stdin.
// Usage: node connect4.mjs URL BINARY OUT_DIR  (Chromium at $CHROMIUM or /usr/bin/chromium).
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
const page = await browser.newPage({ viewport: { width: 800, height: 760 } });
page.on("pageerror", (e) => { throw e; });

const COLUMNS = "123456789abc";
const settled = () => page.waitForFunction(() =>
  !document.body.dataset.busy &&
  document.getElementById("status").textContent !== "" &&
  !document.getElementById("status").textContent.includes("thinking"), null, { timeout: 120000 });
const moves = () => page.inputValue("#moves");
const status = () => page.textContent("#status");

/// The board shows exactly the stones of the move list, red first, each on top of its column.
async function checkBoard() {
  const list = await moves();
  const want = new Map();
  const heights = {};
  [...list].forEach((m, i) => {
    heights[m] = (heights[m] || 0) + 1;
    want.set(m + heights[m], String(i % 2 + 1));
  });
  const stones = await page.$$eval("[data-stone]", (all) => all.map((s) => [s.getAttribute("data-at"), s.getAttribute("data-stone")]));
  assert.equal(stones.length, list.length, "stones on the board against the move list " + list);
  for (const [cell, stone] of stones) assert.equal(stone, want.get(cell), "the stone on " + cell + " after " + list);
}

/// With "show scores" on, every column shows the score `--analyze` gives on stdin.
async function checkScores(size) {
  const list = await moves();
  const analysis = execFileSync(binary, ["--size", size, "--analyze"], { input: list + "\n" }).toString().trim().split(" ");
  const shown = Object.fromEntries(await page.$$eval("[data-score-of]", (all) =>
    all.map((s) => [s.getAttribute("data-score-of"), s.textContent])));
  analysis.forEach((score, c) => {
    assert.equal(shown[COLUMNS[c]], score === "-" ? undefined : score, "column " + COLUMNS[c] + " at " + list);
  });
}

const over = (text) => /four in a row: (you|it) win|draw: the board is full/.test(text);

await page.goto(url);
await settled();
assert.match(await status(), /^You are red\. You can win in \d+ moves\.$/);
await page.screenshot({ path: outDir + "/connect4-start.png" });
await checkLayout(page, outDir + "/connect4");

// Scores shown, a move by key and one by click: the board and the scores after each.
await page.check("#show-scores");
await checkScores("7x6");
await page.keyboard.press("4");
await settled();
assert.equal((await moves()).length, 2, "the solver answered");
assert.equal((await moves())[0], "4");
await checkBoard();
await checkScores("7x6");
await page.click('rect[data-move="3"]');
await settled();
assert.equal((await moves()).length, 4);
assert.equal((await moves())[2], "3");
await checkBoard();
await checkScores("7x6");
await page.screenshot({ path: outDir + "/connect4-middle.png" });

// Undo takes back the reply and the move; redo plays them again.
await page.click("#undo");
await settled();
assert.equal((await moves()).length, 2);
await checkBoard();
await page.click("#redo");
await settled();
assert.equal((await moves()).length, 4);
await checkBoard();

// Play on, always the leftmost column with room: the solver wins, and its four is marked.
while (!over(await status())) {
  const heights = {};
  for (const m of await moves()) heights[m] = (heights[m] || 0) + 1;
  const column = [..."1234567"].find((c) => (heights[c] || 0) < 6);
  await page.keyboard.press(column);
  await settled();
  await checkBoard();
  if (!over(await status())) await checkScores("7x6");
}
assert.match(await status(), /^The solver \(yellow\) made four in a row: it wins\.$/);
assert.equal(await page.$$eval("circle.four", (c) => c.length) >= 4, true, "the winning four is marked");
await page.screenshot({ path: outDir + "/connect4-end.png" });

// Another size: 5 columns of 4, a move by key, the scores of that board.
await page.selectOption("#size", "5x4");
await settled();
assert.equal(await page.$$eval("rect[data-move]", (r) => r.length), 5);
await page.keyboard.press("3");
await settled();
await checkBoard();
await checkScores("5x4");

// A position opened from a pasted move list, as the solver's opponent (yellow).
await page.selectOption("#size", "7x6");
await settled();
await page.selectOption("#you", "2");
await settled();
assert.equal((await moves()).length, 1, "the solver opened");
await page.fill("#moves", "4453");
await page.click("#open");
await settled();
assert.equal((await moves()).slice(0, 4), "4453");
await checkBoard();
await checkScores("7x6");

// A board not solved: the search shows the positions it has searched and stops when asked.
await page.selectOption("#you", "1");
await settled();
await page.selectOption("#size", "8x7");
await page.waitForFunction(() => Number(document.getElementById("searched").textContent.replace(/,/g, "")) > 0,
  null, { timeout: 60000 });
await page.click("#stop");
await settled();
assert.match(await status(), /^You are red\. Stopped: the scores marked \? are unknown\.$/);
assert.equal(await page.$$eval("[data-score-of]", (s) => s.filter((t) => t.textContent === "?").length), 8);
assert.equal(await page.isVisible("#longer"), true, "a stopped search offers to go on");

// A search cut by its budget says so and offers to go on: asked again, it searches 4 times
// as many positions.
await page.click("#longer");
await page.waitForFunction(() => Number(document.getElementById("searched").textContent.replace(/,/g, "")) > 0,
  null, { timeout: 60000 });
await page.click("#stop");
await settled();
assert.match(await status(), /Stopped: the scores marked \? are unknown/);

await browser.close();
console.log("e2e: the Connect Four page played a whole game; screenshots in " + outDir);
