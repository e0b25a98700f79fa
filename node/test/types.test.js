"use strict";
// The TypeScript declarations: a program that uses every export passes
// `tsc --strict --noEmit` (TypeScript from npm).
const { test } = require("node:test");
const assert = require("node:assert");
const { execFileSync } = require("node:child_process");
const path = require("node:path");

test("tsc --strict --noEmit on a program that uses every export", () => {
  const tsc = require.resolve("typescript/bin/tsc");
  const out = execFileSync(process.execPath, [tsc, "-p", path.join(__dirname, "tsconfig.json")], { encoding: "utf8" });
  assert.strictEqual(out, "");
});
