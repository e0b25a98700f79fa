"use strict";
// The package's own API: every export, with expected values from
// RFC 3492, Unicode's conformance file, tr46 7.0.0 and the Rust crate's
// documented examples.
const { test } = require("node:test");
const assert = require("node:assert");
const p = require("..");
const theirs = require("tr46-upstream");
const { rfc3492Samples, corpus } = require("./helpers.js");

test("RFC 3492's samples, both ways", () => {
  const samples = rfc3492Samples();
  assert.strictEqual(samples.length, 19);
  for (const { id, text, punycode } of samples) {
    assert.strictEqual(p.encode(text), punycode, `encode (${id})`);
    assert.strictEqual(p.decode(punycode), text, `decode (${id})`);
  }
});

test("Punycode errors: what and where, in UTF-16 units", () => {
  assert.throws(() => p.decode("bcher-k!a"), e => e instanceof p.PunycodeError && e instanceof Error && e.kind === "invalid_digit" && e.position === 7);
  assert.throws(() => p.encode("a\uD800"), e => e.kind === "lone_surrogate" && e.position === 1);
  assert.throws(() => p.encode(5), TypeError);
});

test("toAscii and toUnicode, with each profile", () => {
  assert.strictEqual(p.toAscii("Bücher.example"), "xn--bcher-kva.example");
  assert.strictEqual(p.toAscii("ＭÜＮＣＨＥＮ。de"), "xn--mnchen-3ya.de");
  assert.strictEqual(p.toUnicode("xn--e1afmkfd.xn--p1ai"), "пример.рф");
  assert.strictEqual(p.toAscii("example.com."), "example.com.");
  assert.strictEqual(p.toAscii("My_Host.Example", { profile: "url" }), "my_host.example");
  assert.throws(() => p.toAscii("My_Host.Example"), p.HostnameError);
  assert.strictEqual(p.toAscii("bücher.example", { profile: "registration" }), "xn--bcher-kva.example");
  assert.throws(() => p.toAscii("Bücher.example", { profile: "registration" }), e => e.kind === "not_permitted");
  assert.strictEqual(p.toAscii("faß.de", { transitionalProcessing: true }), "fass.de");
  assert.strictEqual(p.toAscii("r4---sn-4g5e6nz7.googlevideo.com", { checkHyphens: false }), "r4---sn-4g5e6nz7.googlevideo.com");
  assert.throws(() => p.toAscii("a", { profile: "dns" }), RangeError);
  assert.throws(() => p.toAscii(null), TypeError);
});

test("HostnameError: kind, code, label, position in UTF-16 units, character", () => {
  const input = "😀.exa\u200Dmple.com";
  assert.throws(() => p.toAscii(input), e => {
    assert.ok(e instanceof p.HostnameError && e instanceof Error);
    assert.strictEqual(e.name, "HostnameError");
    assert.strictEqual(e.code, "C2");
    assert.strictEqual(e.label, 1);
    assert.strictEqual(e.position, 6);
    assert.strictEqual(input[e.position], "\u200D");
    assert.strictEqual(e.character, "\u200D");
    assert.match(e.message, /^label 1 at index 6: U\+200D: a zero width joiner/);
    return true;
  });
});

test("lone surrogates: the name's error, where it is, never U+FFFD", () => {
  for (const [input, at] of [["\uD800", 0], ["a.b\uDC00", 3], ["😀\uDBFF", 2], ["\uFFFD\uD800", 1]]) {
    assert.throws(() => p.toAscii(input), e => e.kind === "lone_surrogate" && e.position === at, input);
    assert.throws(() => p.toUnicode(input), e => e.kind === "lone_surrogate" && e.position === at, input);
  }
  // A real U+FFFD is U+FFFD: disallowed by UTS #46.
  assert.throws(() => p.toAscii("\uFFFD.com"), e => e.code === "V7" && e.position === 0);
});

test("batches: each error as a value, null passed through, other types refused one by one", () => {
  const out = p.toAsciiMany(["Bücher.de", "a\uD800.com", 5, null, undefined, "a_b.com"]);
  assert.strictEqual(out.length, 6);
  assert.strictEqual(out[0], "xn--bcher-kva.de");
  assert.ok(out[1] instanceof p.HostnameError && out[1].kind === "lone_surrogate");
  assert.ok(out[2] instanceof p.HostnameError && out[2].kind === "not_a_string");
  assert.strictEqual(out[3], null);
  assert.strictEqual(out[4], null);
  assert.ok(out[5] instanceof p.HostnameError && out[5].code === "U1");
  assert.deepStrictEqual(p.toUnicodeMany(["xn--tda.de"], { profile: "url" }), ["ü.de"]);
  assert.throws(() => p.toAsciiMany("bücher.de"), TypeError);
});

test("batches agree with one name at a time on the corpus", () => {
  const names = corpus().map(([, name]) => name);
  const one = names.map(n => {
    try {
      return p.toAscii(n);
    } catch (e) {
      return e.message;
    }
  });
  const many = p.toAsciiMany(names).map(r => (typeof r === "string" ? r : r.message));
  assert.deepStrictEqual(many, one);
});

test("async batches: the same answers, and the event loop is free while they run", async () => {
  const names = [];
  for (let k = 0; k < 300000; k++) {
    names.push(k % 3 ? `bücher${k}.example` : `host${k}.example`);
  }
  // Callbacks queued with setImmediate run in the loop's check phase. Work
  // done in the call itself would resolve the promise (a microtask) before
  // the loop reached that phase; work on libuv's threads resolves it from
  // the loop's poll phase, after the loop has turned at least once. No
  // clock is read: the order of events is the evidence.
  let turns = 0;
  let done = false;
  const turn = () => {
    turns++;
    if (!done) setImmediate(turn);
  };
  setImmediate(turn);
  const out = await p.toAsciiManyAsync(names);
  done = true;
  const turnsWhileRunning = turns;
  assert.deepStrictEqual(out, p.toAsciiMany(names));
  const mixed = await p.toUnicodeManyAsync(["xn--tda.de", 1, null]);
  assert.strictEqual(mixed[0], "ü.de");
  assert.ok(mixed[1] instanceof p.HostnameError && mixed[1].kind === "not_a_string");
  assert.strictEqual(mixed[2], null);
  assert.ok(turnsWhileRunning > 0, "the promise resolved before the event loop turned once");
});

test("tr46's answers through our API's url profile where tr46's URL flags match", () => {
  const options = { checkHyphens: false, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: false, verifyDNSLength: false };
  for (const [, name] of corpus().slice(0, 3000)) {
    let ours;
    try {
      ours = p.toAscii(name, { profile: "url", useSTD3ASCIIRules: false });
    } catch {
      ours = null;
    }
    const expected = theirs.toASCII(name, options);
    // The url profile refuses the empty name, as the URL Standard does.
    assert.strictEqual(ours, expected === "" ? null : expected, name);
  }
});

test("display: policies, protect, check, toDisplay", () => {
  assert.strictEqual(p.toDisplay("xn--bcher-kva.de"), "bücher.de");
  assert.strictEqual(p.toDisplay("аррӏе.com"), "xn--80ak6aa92e.com");
  assert.strictEqual(p.toDisplay("аррӏе.рф"), "аррӏе.рф");
  const policy = p.Policy.chromium().protect(["paypal.com"]);
  assert.deepStrictEqual(policy.protected, ["paypal.com"]);
  const verdict = p.check("pаypal.com", policy);
  assert.strictEqual(verdict.shown, false);
  assert.ok(verdict.labels[0].reasons.some(r => r.code === "looks-like"));
  assert.strictEqual(p.Policy.firefox().name, "firefox");
  assert.strictEqual(p.Policy.uts39().name, "uts39");
  assert.strictEqual(new p.Policy().name, "chromium");
  // The Unicode version of each policy's data, as the engine states it
  // (Chromium's ICU is Unicode 16, Firefox's ICU 78 Unicode 17).
  assert.deepStrictEqual(
    [p.Policy.chromium(), p.Policy.firefox(), p.Policy.uts39(), policy].map(q => q.unicodeVersion),
    ["16.0.0", "17.0.0", "18.0.0", "16.0.0"],
  );
  assert.throws(() => policy.protect("exa\u200Dmple.com"), e => e instanceof p.HostnameError && e.code === "C2");
  assert.throws(() => p.check("a\u200Db.com"), p.HostnameError);
  assert.throws(() => p.toDisplay("a", {}), TypeError);
  assert.throws(() => p.Policy.chromium().expectScript("Cyrl", "com"), RangeError);
  const cyrillic = p.Policy.chromium().expectScript("cyrillic", "com");
  assert.strictEqual(p.toDisplay("ѕсоре.com", cyrillic), "ѕсоре.com");
  assert.strictEqual(p.toDisplay("ѕсоре.com"), "xn--e1argc3h.com");
});

test("ES module entry gives the same functions", async () => {
  const esm = await import("../index.mjs");
  assert.strictEqual(esm.toAscii, p.toAscii);
  assert.strictEqual(esm.default.encode, p.encode);
});
