"use strict";
// Properties on any string, lone surrogates included (fast-check): no
// crash, tr46's toASCII never throws, tr46's answers everywhere (tr46
// 7.0.0 is Unicode 18, as ours), and our API throws only its own errors.
const { test } = require("node:test");
const assert = require("node:assert");
const fc = require("fast-check");
const p = require("..");
const ours = require("../tr46");
const theirs = require("tr46-upstream");
const { OPTION_SETS } = require("./helpers.js");

// Strings of any UTF-16 units, and strings built of hostname pieces.
const anyString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: fc.constantFrom("a", "-", ".", "x", "n", "ß", "\u200D", "\u0308", "ي", "1", "\uD800", "Σ", "。", "_", "ü"), maxLength: 30 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map(u => String.fromCharCode(u)), maxLength: 20 })
);
const optionSet = fc.constantFrom(...Object.values(OPTION_SETS));

test("tr46's toASCII and toUnicode: never a throw, tr46's answers", () => {
  fc.assert(
    fc.property(anyString, optionSet, (name, options) => {
      assert.strictEqual(ours.toASCII(name, options), theirs.toASCII(name, options));
      assert.deepStrictEqual(ours.toUnicode(name, options), theirs.toUnicode(name, options));
    }),
    { numRuns: 20000, seed: 4648 }
  );
});

test("our API: a string or its own error, for every function and profile", () => {
  const profiles = fc.constantFrom(undefined, { profile: "url" }, { profile: "registration" }, { transitionalProcessing: true });
  fc.assert(
    fc.property(anyString, profiles, (name, options) => {
      for (const f of [p.toAscii, p.toUnicode, p.toDisplay]) {
        try {
          assert.strictEqual(typeof f(name, f === p.toDisplay ? undefined : options), "string");
        } catch (e) {
          assert.ok(e instanceof p.HostnameError, String(e));
          assert.ok(e.position >= 0 && e.position <= name.length, `position ${e.position}`);
        }
      }
      for (const f of [p.encode, p.decode]) {
        try {
          f(name);
        } catch (e) {
          assert.ok(e instanceof p.PunycodeError || (e instanceof p.HostnameError && e.kind === "lone_surrogate"), String(e));
        }
      }
      const batch = p.toAsciiMany([name, name], options);
      assert.strictEqual(batch.length, 2);
    }),
    { numRuns: 10000, seed: 4649 }
  );
});
