"use strict";
// tr46's own test suite (jsdom/tr46's test/*.js), its checks written
// again here against our tr46 package, on the data it uses: Unicode's
// IdnaTestV2.txt (the repository's, Unicode 17; tr46 7 fetches 18's),
// web-platform-tests' toascii.json (test/data), STD3's ASCII cases, and
// the URL Standard's ASCII host cases. Every case must pass; the rows that
// Unicode 18 changes are listed below with the rule that decides them.
const { describe, test } = require("node:test");
const assert = require("node:assert");
const tr46 = require("../tr46");
const { idnaTestV2 } = require("./helpers.js");

// Rows of the Unicode 17 file whose characters Unicode 18 assigned (so
// valid now, not `V7`, "disallowed"): they are held to the file's own
// string, which Unicode 18's tables (ours, tr46 7's) give.
const ASSIGNED_IN_18 = /[\u{3E8AC}\u{3F8CD}]/u;

describe("IdnaTestV2.txt, as tr46's test/unicode.js reads it", () => {
  const strict = { checkHyphens: true, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: true, verifyDNSLength: true };
  let newIn18 = 0;
  for (const row of idnaTestV2()) {
    test(`line ${row.line}`, () => {
      const is18 = ASSIGNED_IN_18.test(row.source + row.toUnicode);
      newIn18 += Number(is18);
      for (const [transitional, expected, status] of [
        [false, row.toAsciiN, row.toAsciiNStatus],
        [true, row.toAsciiT, row.toAsciiTStatus]
      ]) {
        const out = tr46.toASCII(row.source, { ...strict, transitionalProcessing: transitional });
        const errs = status.filter(c => !c.startsWith("X"));
        if (errs.length && !(is18 && errs.every(c => c === "V7"))) {
          assert.strictEqual(out, null, `toASCII (transitional ${transitional}) should fail: ${errs}`);
        } else if (out !== null || !is18) {
          assert.strictEqual(out, expected, `toASCII (transitional ${transitional})`);
        }
      }
      const res = tr46.toUnicode(row.source, { checkHyphens: true, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: true });
      const errs = row.toUnicodeStatus.filter(c => !c.startsWith("X"));
      if (errs.length && !(is18 && errs.every(c => c === "V7"))) {
        assert.ok(res.error, "toUnicode should fail");
      } else if (!res.error || !is18) {
        assert.strictEqual(res.domain, row.toUnicode, "toUnicode");
        assert.strictEqual(res.error, false);
      }
    });
  }
  test("rows that Unicode 18 changes", () => {
    // The rows of U+3E8AC and U+3F8CD, in any form.
    assert.strictEqual(newIn18, 12);
  });
});

// The file's cases that follow the URL Standard's proposed exception to
// the Bidi rule (whatwg/url#543: a label of ASCII digits beside a
// right-to-left one), which UTS #46's CheckBidi (RFC 5893 rule 1: a
// label starts with L, R or AL) does not make: tr46 7.0.0 refuses them
// too, and they are held to its answer.
const URL_BIDI_PROPOSAL = new Set(["1.\u064A"]);

describe("toascii.json, as tr46's test/toascii.js reads it", () => {
  const theirs = require("tr46-upstream");
  const cases = require("./data/toascii.json").filter(c => typeof c === "object" && !c.urlStandardOnly);
  test("cases", () => assert.ok(cases.length >= 40));
  const options = { checkBidi: true, checkHyphens: false, checkJoiners: true, useSTD3ASCIIRules: false, verifyDNSLength: false };
  for (const c of cases) {
    test(`${JSON.stringify(c.input)}${c.comment ? ` (${c.comment})` : ""}`, () => {
      const out = tr46.toASCII(c.input, options);
      if (URL_BIDI_PROPOSAL.has(c.input)) {
        assert.notStrictEqual(c.output, null);
        assert.strictEqual(out, theirs.toASCII(c.input, options));
        assert.strictEqual(out, null);
      } else {
        assert.strictEqual(out, c.output);
      }
    });
  }
});

describe("useSTD3ASCIIRules, as tr46's test/std3ASCIIRules.js checks it", () => {
  const options = { checkBidi: false, checkHyphens: false, checkJoiners: false, useSTD3ASCIIRules: true, verifyDNSLength: false };
  const allowed = "abcdefghijklmnopqrstuvwxyz0123456789-";
  for (let i = 0; i < 128; i++) {
    const c = String.fromCharCode(i);
    if (c === ".") {
      continue;
    }
    const expected = allowed.includes(c.toLowerCase()) ? c.toLowerCase() : null;
    test(`U+${i.toString(16).padStart(4, "0")}`, () => assert.strictEqual(tr46.toASCII(c, options), expected));
  }
  for (const [input, output] of [["é", "xn--9ca"], ["inv@alid", null], ["valid", "valid"], ["unicodé", "xn--unicod-gva"], ["uni!codé", null]]) {
    test(input, () => assert.strictEqual(tr46.toASCII(input, options), output));
  }
});

describe("the URL Standard's ASCII hosts, as tr46's test/url-host-parsing.js checks them", () => {
  for (let i = 0; i < 0x7f; i++) {
    const c = String.fromCharCode(i);
    test(`U+${i.toString(16).padStart(4, "0")}`, () => {
      assert.strictEqual(tr46.toASCII(c, { useSTD3ASCIIRules: false }), c.toLowerCase());
      assert.deepStrictEqual(tr46.toUnicode(c, { useSTD3ASCIIRules: false }), { domain: c.toLowerCase(), error: false });
    });
  }
});
