"use strict";
// Ours against tr46 7.0.0 from npm (Unicode 18, as ours): the same
// toASCII and the same toUnicode { domain, error } on every code point
// alone and after a letter, the corpus, and generated names, under every
// option set that users pass.
const { test } = require("node:test");
const assert = require("node:assert");
const theirs = require("tr46-upstream");
const ours = require("../tr46");
const { corpus, generatedNames, OPTION_SETS } = require("./helpers.js");

function differences(inputs, options) {
  const found = [];
  for (const input of inputs) {
    const a = ours.toASCII(input, options);
    const b = theirs.toASCII(input, options);
    if (a !== b) {
      found.push(`toASCII ${JSON.stringify(input)}: ours ${JSON.stringify(a)}, tr46 ${JSON.stringify(b)}`);
    }
    const u = ours.toUnicode(input, options);
    const v = theirs.toUnicode(input, options);
    if (u.domain !== v.domain || u.error !== v.error) {
      found.push(`toUnicode ${JSON.stringify(input)}: ours ${JSON.stringify(u)}, tr46 ${JSON.stringify(v)}`);
    }
    if (found.length >= 20) {
      break;
    }
  }
  return found;
}

function codePoints(step) {
  const inputs = [];
  for (let cp = 0; cp <= 0x10ffff; cp += step) {
    const c = String.fromCodePoint(cp);
    inputs.push(c, `a${c}`, `${c}.com`);
  }
  return inputs;
}

test("every code point alone, after a letter and before a TLD, under whatwg-url's options", () => {
  assert.deepStrictEqual(differences(codePoints(1), OPTION_SETS["whatwg-url"]), []);
});

for (const [name, options] of Object.entries(OPTION_SETS)) {
  test(`every 13th code point, the corpus and 30,000 generated names: ${name}`, () => {
    const inputs = codePoints(13)
      .concat(corpus().map(([, host]) => host))
      .concat(generatedNames(30000, 0x5eed + name.length));
    assert.deepStrictEqual(differences(inputs, options), []);
  });
}
