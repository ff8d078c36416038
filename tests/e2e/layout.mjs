// The layout of a page at a desktop's size and a phone's (make e2e): no horizontal overflow, the
// whole board inside the window (it scales down with a narrow one), every control on one line
// with its label, the legend shown. Screenshots PREFIX-1200.png, -800.png, -390.png.
import assert from "node:assert/strict";

export async function checkLayout(page, prefix) {
  const before = page.viewportSize();
  for (const [width, height] of [[1200, 900], [800, 900], [390, 844]]) {
    await page.setViewportSize({ width, height });
    const found = await page.evaluate(() => {
      const box = (e) => e.getBoundingClientRect();
      const board = box(document.getElementById("board"));
      const oneLine = [...document.querySelectorAll(".controls label, .buttons, .legend span")]
        .filter((e) => box(e).height > 2 * parseFloat(getComputedStyle(e).fontSize) + 4)
        .map((e) => e.textContent.trim().slice(0, 30));
      return {
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        boardLeft: board.left, boardRight: board.right, window: window.innerWidth,
        oneLine, legend: document.querySelectorAll(".legend span").length,
      };
    });
    const at = " at " + width + " px wide";
    assert.equal(found.overflow, 0, "no horizontal overflow" + at);
    assert.ok(found.boardLeft >= 0 && found.boardRight <= found.window, "the whole board in the window" + at +
      ": " + found.boardLeft + " to " + found.boardRight);
    assert.deepEqual(found.oneLine, [], "controls split from their labels" + at);
    assert.equal(found.legend, 2, "the legend of both players' stones");
    await page.screenshot({ path: prefix + "-" + width + ".png", fullPage: true });
  }
  await page.setViewportSize(before);
}
