"use strict";
// punycode.js's own tests of encode and decode (their vectors, in
// test/data), and a differential against punycode.js 2.3.1 from npm on
// the corpus's labels and on any string: the same answer, or both refuse.
const { test } = require("node:test");
const assert = require("node:assert");
const fc = require("fast-check");
const punycodeJs = require("punycode/");
const p = require("..");
const { corpus } = require("./helpers.js");

test("punycode.js's vectors, both ways", () => {
  const strings = require("./data/punycode-js-strings.json");
  assert.strictEqual(strings.length, 24);
  for (const { description, decoded, encoded } of strings) {
    assert.strictEqual(p.encode(decoded), encoded, description);
    assert.strictEqual(p.decode(encoded), decoded, description);
  }
  // Its cases of refused input: RangeError there, PunycodeError here.
  assert.strictEqual(p.decode("ZZZ"), "\u7BA5");
  for (const bad of ["\x81-", "\x81", "ls8h="]) {
    assert.throws(() => p.decode(bad), p.PunycodeError, JSON.stringify(bad));
  }
});

function both(f, g, input) {
  let a;
  let b;
  try {
    a = f(input);
  } catch {
    a = null;
  }
  try {
    b = g(input);
  } catch {
    b = null;
  }
  return [a, b];
}

test("the corpus's labels: the same encoding and decoding as punycode.js", () => {
  let compared = 0;
  for (const [, name] of corpus()) {
    for (const label of name.split(".")) {
      if (!label.isWellFormed()) {
        continue;
      }
      const [a, b] = both(p.encode, punycodeJs.encode, label);
      assert.strictEqual(a, b, label);
      if (a !== null) {
        assert.deepStrictEqual(both(p.decode, punycodeJs.decode, a), [label, label], a);
        compared++;
      }
    }
  }
  assert.ok(compared > 40000, `${compared} labels`);
});

test("any well-formed string: encode as punycode.js, decode back", () => {
  const text = fc.string({ unit: "grapheme", maxLength: 30 });
  fc.assert(
    fc.property(text, s => {
      const [a, b] = both(p.encode, punycodeJs.encode, s);
      assert.strictEqual(a, b);
      if (a !== null) {
        assert.strictEqual(p.decode(a), s);
      }
    }),
    { numRuns: 20000, seed: 3492 }
  );
  // Decoding text of Punycode's digits: where punycode.js decodes it, the
  // same (it takes a decoded value that is a lone surrogate, which a
  // string here cannot hold: ours refuses those).
  const digits = fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789-"), maxLength: 20 });
  fc.assert(
    fc.property(digits, s => {
      const [a, b] = both(p.decode, punycodeJs.decode, s);
      if (a !== null || (b !== null && b.isWellFormed())) {
        assert.strictEqual(a, b, s);
      }
    }),
    { numRuns: 20000, seed: 3493 }
  );
});
