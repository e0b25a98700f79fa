"use strict";
// In the project whose package.json overrides tr46 with ours: every copy
// of tr46 in the tree is ours, each of whatwg-url's API generations and
// jsdom run on it (the calls are counted, so that a test fails if the
// override is not in effect), the latest whatwg-url gives the same URLs as
// on stock tr46, and node-fetch 2 loads.
const { test } = require("node:test");
const assert = require("node:assert");
const fs = require("node:fs");
const path = require("node:path");
const { parseAll, inputs } = require("./urls.js");

const ours = fs.realpathSync(path.join(process.env.PUNYCODE_RS_NODE, "tr46", "index.js"));
const tr46 = require(ours);
const calls = { toASCII: 0, toUnicode: 0 };
for (const name of Object.keys(calls)) {
  const original = tr46[name];
  tr46[name] = function counted(...args) {
    calls[name]++;
    return original.apply(this, args);
  };
}

function resolvedFrom(pkg) {
  const dir = path.dirname(require.resolve(`${pkg}/package.json`));
  return fs.realpathSync(require.resolve("tr46", { paths: [dir] }));
}

test("every tr46 in the tree is ours", () => {
  for (const pkg of ["whatwg-url", "whatwg-url-7", "whatwg-url-5", "jsdom"]) {
    assert.strictEqual(resolvedFrom(pkg), ours, pkg);
  }
});

test("the latest whatwg-url: the same URLs as on stock tr46", () => {
  const stock = JSON.parse(fs.readFileSync(process.env.STOCK_RESULTS, "utf8"));
  const before = calls.toASCII;
  const urls = inputs();
  const mine = parseAll(require("whatwg-url"));
  assert.ok(calls.toASCII - before > 10000, `${calls.toASCII - before} calls into ours`);
  const differ = [];
  for (let k = 0; k < urls.length; k++) {
    if (mine[k] !== stock[k]) {
      differ.push(`${JSON.stringify(urls[k])}: ours ${mine[k]}, stock ${stock[k]}`);
    }
  }
  assert.deepStrictEqual(differ.slice(0, 20), []);
});

for (const [pkg, generation] of [["whatwg-url-7", "tr46 1.x to 4.x (processingOption)"], ["whatwg-url-5", "tr46 0.0.x (positional)"]]) {
  test(`${pkg}: IDN URLs through ${generation}`, () => {
    const { URL } = require(pkg);
    const before = calls.toASCII;
    assert.strictEqual(new URL("https://Bücher.Example/").host, "xn--bcher-kva.example");
    assert.strictEqual(new URL("https://ＭÜＮＣＨＥＮ。de/").host, "xn--mnchen-3ya.de");
    assert.strictEqual(new URL("https://xn--e1afmkfd.xn--p1ai/").host, "xn--e1afmkfd.xn--p1ai");
    assert.throws(() => new URL("https://exa\u200Dmple.com/"));
    assert.ok(calls.toASCII - before >= 4, `${calls.toASCII - before} calls into ours`);
  });
}

test("jsdom: an IDN link's href", () => {
  const { JSDOM } = require("jsdom");
  const before = calls.toASCII;
  const dom = new JSDOM(`<a href="https://Bücher.example/x">b</a>`, { url: "https://пример.рф/" });
  assert.strictEqual(dom.window.document.querySelector("a").href, "https://xn--bcher-kva.example/x");
  assert.strictEqual(dom.window.location.host, "xn--e1afmkfd.xn--p1ai");
  assert.ok(calls.toASCII - before >= 2, `${calls.toASCII - before} calls into ours`);
});

test("node-fetch 2 loads (on Node 20 it parses with Node's URL; whatwg-url is its fallback)", () => {
  const fetch = require("node-fetch");
  assert.strictEqual(typeof fetch, "function");
  assert.strictEqual(typeof fetch.Request, "function");
  assert.strictEqual(new fetch.Request("https://Bücher.example/").url, "https://xn--bcher-kva.example/");
});
