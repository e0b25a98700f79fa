"use strict";
// Times, in one process and in turns (best of ROUNDS), on the repository's
// corpus of 20,000 distinct real-looking names in random order
// (tests/data/hosts-corpus.tsv): tr46 7.0.0 against ours through tr46's
// API (whatwg-url's options), Node's url.domainToASCII (ada) against our
// url profile, punycode.js against our Punycode, batches, and require().
//
//   node node/bench/bench.js [rounds]
const url = require("node:url");
const { performance } = require("node:perf_hooks");
const { execFileSync } = require("node:child_process");
const path = require("node:path");
const { corpus, rng } = require("../test/helpers.js");

const ROUNDS = Number(process.argv[2] || 10);
const ours = require("..");
const oursTr46 = require("../tr46");
const theirs = require("tr46-upstream");
const punycodeJs = require("punycode/");
const WHATWG = { checkHyphens: false, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: false, verifyDNSLength: false };

function shuffled(items, seed) {
  const next = rng(seed);
  const out = items.slice();
  for (let k = out.length - 1; k > 0; k--) {
    const j = Math.floor(next() * (k + 1));
    [out[k], out[j]] = [out[j], out[k]];
  }
  return out;
}

const byClass = {};
for (const [cls, name] of corpus()) {
  (byClass[cls] = byClass[cls] || []).push(name);
}
for (const cls of Object.keys(byClass)) {
  byClass[cls] = shuffled(byClass[cls], 7);
}
const all = shuffled(corpus().map(([, n]) => n), 11);

let sink = 0;
function time(f, names) {
  const start = performance.now();
  for (let k = 0; k < names.length; k++) {
    const r = f(names[k]);
    sink += r === null ? 0 : 1;
  }
  return ((performance.now() - start) * 1000) / names.length; // µs a name
}

// Best of ROUNDS for each of `fns`, run in turns on the same names.
function race(fns, names) {
  const best = fns.map(() => Infinity);
  for (let r = 0; r < ROUNDS; r++) {
    fns.forEach((f, i) => {
      best[i] = Math.min(best[i], time(f, names));
    });
  }
  return best;
}

const fmt = x => (x < 1 ? x.toFixed(3) : x.toFixed(2));
const rows = [];
function report(title, header, cells) {
  rows.push(`\n${title}\n\n| ${header.join(" | ")} |\n|${header.map(() => " --- ").join("|")}|`);
  for (const c of cells) {
    rows.push(`| ${c.join(" | ")} |`);
  }
}

// tr46's API: tr46 7.0.0 against ours.
{
  const cells = [];
  for (const [cls, names] of Object.entries(byClass).concat([["all", all]])) {
    const [a, b] = race([n => theirs.toASCII(n, WHATWG), n => oursTr46.toASCII(n, WHATWG)], names);
    const [c, d] = race([n => theirs.toUnicode(n, WHATWG).domain, n => oursTr46.toUnicode(n, WHATWG).domain], names);
    cells.push([cls, names.length, fmt(a), fmt(b), `${(a / b).toFixed(1)}x`, fmt(c), fmt(d), `${(c / d).toFixed(1)}x`]);
  }
  report("tr46's API, whatwg-url's options (µs a name)", ["class", "names", "tr46 toASCII", "ours", "ratio", "tr46 toUnicode", "ours", "ratio"], cells);
}

// Node's url.domainToASCII (ada, no options) against our url profile, on
// the names both convert.
{
  const cells = [];
  const oursUrl = n => {
    try {
      return ours.toAscii(n, { profile: "url" });
    } catch {
      return null;
    }
  };
  for (const [cls, names] of Object.entries(byClass).concat([["all", all]])) {
    const both = names.filter(n => url.domainToASCII(n) !== "" && oursUrl(n) !== null);
    if (both.length === 0) {
      continue;
    }
    const [a, b] = race([n => url.domainToASCII(n), oursUrl], both);
    cells.push([cls, both.length, fmt(a), fmt(b), `${(a / b).toFixed(2)}x`]);
  }
  report("Node's url.domainToASCII (ada) against toAscii({ profile: \"url\" }), names both convert (µs a name)", ["class", "names", "url.domainToASCII", "ours", "ratio"], cells);
}

// Punycode of the corpus's labels beyond ASCII.
{
  const labels = [];
  for (const n of all) {
    for (const l of n.toLowerCase().split(".")) {
      if (/[^\x00-\x7f]/.test(l) && !/[\ud800-\udfff]/.test(l.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ""))) {
        labels.push(l);
      }
    }
  }
  const encoded = labels.map(l => punycodeJs.encode(l));
  const [a, b] = race([l => punycodeJs.encode(l), l => ours.encode(l)], labels);
  const [c, d] = race([l => punycodeJs.decode(l), l => ours.decode(l)], encoded);
  report("Punycode of the corpus's labels beyond ASCII (µs a label)", ["", "labels", "punycode.js", "ours", "ratio"], [
    ["encode", labels.length, fmt(a), fmt(b), `${(a / b).toFixed(2)}x`],
    ["decode", encoded.length, fmt(c), fmt(d), `${(c / d).toFixed(2)}x`]
  ]);
}

// A million mixed names in one batch, on one thread and async on two.
async function batches() {
  const million = [];
  for (let k = 0; k < 1000000; k++) {
    million.push(all[k % all.length]);
  }
  let one = Infinity;
  let two = Infinity;
  for (let r = 0; r < Math.min(ROUNDS, 5); r++) {
    let start = performance.now();
    ours.toAsciiMany(million);
    one = Math.min(one, performance.now() - start);
    start = performance.now();
    await ours.toAsciiManyAsync(million);
    two = Math.min(two, performance.now() - start);
  }
  report("A million mixed names (s)", ["", "toAsciiMany (one thread)", "toAsciiManyAsync (two threads)", "async / sync"], [
    ["batch", (one / 1000).toFixed(3), (two / 1000).toFixed(3), `${(two / one).toFixed(2)}x`]
  ]);
}

function requireTimes() {
  const measure = mod => {
    let best = Infinity;
    for (let r = 0; r < 5; r++) {
      const out = execFileSync(process.execPath, ["-e", `const t=process.hrtime.bigint();require(${JSON.stringify(mod)});console.log(Number(process.hrtime.bigint()-t)/1e6)`], {
        encoding: "utf8",
        cwd: path.resolve(__dirname, "..")
      });
      best = Math.min(best, Number(out));
    }
    return best.toFixed(2);
  };
  report("require() in a new process (ms, best of 5)", ["", "tr46 7.0.0", "punycode-rs", "punycode-rs/tr46"], [
    ["require", measure("tr46-upstream"), measure(path.resolve(__dirname, "..")), measure(path.resolve(__dirname, "..", "tr46"))]
  ]);
}

batches().then(() => {
  requireTimes();
  console.log(`Node ${process.version}, ${ROUNDS} rounds in turns, best of each${sink < 0 ? "" : ""}`);
  console.log(rows.join("\n"));
});
