"use strict";
// A million calls and a million-name batch leave memory where it was
// (after a collection), errors included.
const { test } = require("node:test");
const assert = require("node:assert");
const p = require("..");
const tr46 = require("../tr46");

function settled() {
  global.gc();
  global.gc();
  return process.memoryUsage().rss;
}

test("a million calls and a million-name batch", { skip: typeof global.gc !== "function" && "run with --expose-gc" }, () => {
  const names = ["Bücher.example", "a_b.com", "xn--tda.de", "\uD800", "пример.рф", "example.com"];
  const run = () => {
    for (let k = 0; k < 1000000; k++) {
      const name = names[k % names.length];
      try {
        p.toAscii(name);
      } catch {
        // errors too
      }
      tr46.toUnicode(name);
    }
    const batch = [];
    for (let k = 0; k < 1000000; k++) {
      batch.push(names[k % names.length]);
    }
    p.toAsciiMany(batch);
  };
  // Two rounds to warm the heaps and the allocator, then two measured: a
  // leak of 3 bytes a call would add 18 MB over their 6 million calls
  // (the rounds' RSS moves by about 1 MB here).
  run();
  run();
  const before = settled();
  const heap = process.memoryUsage().heapUsed;
  run();
  run();
  const after = settled();
  assert.ok(after - before < 16 * 1024 * 1024, `${((after - before) / 1048576).toFixed(1)} MiB more`);
  assert.ok(process.memoryUsage().heapUsed - heap < 4 * 1024 * 1024, "the JavaScript heap grew");
});
