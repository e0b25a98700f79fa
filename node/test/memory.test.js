"use strict";
// Calls and batches, errors included, leave memory where it was. A leak
// grows with every round; V8 and the allocator move the resident size up
// and down by some megabytes from round to round, most of all when the
// machine is busy. So the test compares floors, not two readings: the
// lowest resident size of three rounds early on against the lowest of
// three rounds nine rounds later.
const { test } = require("node:test");
const assert = require("node:assert");
const p = require("..");
const tr46 = require("../tr46");

const ROUND = 250000;
const names = ["Bücher.example", "a_b.com", "xn--tda.de", "\uD800", "пример.рф", "example.com"];

function round() {
  for (let k = 0; k < ROUND; k++) {
    const name = names[k % names.length];
    try {
      p.toAscii(name);
    } catch {
      // errors too
    }
    tr46.toUnicode(name);
  }
  const batch = [];
  for (let k = 0; k < ROUND; k++) {
    batch.push(names[k % names.length]);
  }
  p.toAsciiMany(batch);
}

function settled() {
  global.gc();
  global.gc();
  return process.memoryUsage();
}

test("calls and batches leave memory where it was", { skip: typeof global.gc !== "function" && "run with --expose-gc" }, () => {
  const rss = [];
  const heap = [];
  for (let r = 0; r < 15; r++) {
    round();
    const m = settled();
    rss.push(m.rss);
    heap.push(m.heapUsed);
  }
  // Rounds 0-2 warm the heaps and the allocator. Each round makes 750,000
  // calls or batch items: a leak of 4 bytes each would raise the floor by
  // 27 MiB over the nine rounds between the windows.
  const floor = (values, from) => Math.min(...values.slice(from, from + 3));
  const grown = (floor(rss, 12) - floor(rss, 3)) / 1048576;
  const mib = rss.map(v => (v / 1048576).toFixed(0)).join(" ");
  assert.ok(grown < 16, `the resident size's floor rose by ${grown.toFixed(1)} MiB (rounds: ${mib})`);
  assert.ok((floor(heap, 12) - floor(heap, 3)) / 1048576 < 4, "the JavaScript heap grew");
});
