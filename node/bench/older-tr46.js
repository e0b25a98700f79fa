// How the older tr46 releases' answers differ from ours (today's UTS #46,
// Unicode 18) under the calls whatwg-url 5, 7 and 13 make, by rule: the
// corpus and 20,000 generated names, and every code point alone. Dev-only:
//
//   mkdir /tmp/old && cd /tmp/old && npm install tr46-003@npm:tr46@0.0.3 \
//     tr46-101@npm:tr46@1.0.1 tr46-411@npm:tr46@4.1.1
//   NODE_PATH=/tmp/old/node_modules node node/bench/older-tr46.js
const ours = require("../tr46");
const { corpus, generatedNames } = require("../test/helpers.js");
const calls = {
  "0.0.3 (whatwg-url 5)": [require("tr46-003"), (t, n) => t.toASCII(n, false, t.PROCESSING_OPTIONS.NONTRANSITIONAL, false)],
  "1.0.1 (whatwg-url 7)": [require("tr46-101"), (t, n) => t.toASCII(n, { checkBidi: true, checkHyphens: false, checkJoiners: true, useSTD3ASCIIRules: false, processingOption: "nontransitional", verifyDNSLength: false })],
  "4.1.1 (whatwg-url 13)": [require("tr46-411"), (t, n) => t.toASCII(n, { checkBidi: true, checkHyphens: false, checkJoiners: true, useSTD3ASCIIRules: false, processingOption: "nontransitional", verifyDNSLength: false })]
};
const names = corpus().map(([, n]) => n).concat(generatedNames(20000, 99));
const cps = [];
for (let cp = 0; cp <= 0x10ffff; cp++) { if (cp < 0xd800 || cp > 0xdfff) cps.push(String.fromCodePoint(cp)); }
for (const [label, [t, call]] of Object.entries(calls)) {
  const safe = n => { try { return call(t, n); } catch (e) { return "THROW"; } };
  const oursOf = n => call(ours, n);
  // Code points whose answer alone differs: the data (Unicode version, the
  // table's statuses).
  const dataDiff = new Set();
  for (const c of cps) { if (safe(c) !== oursOf(c)) dataDiff.add(c.codePointAt(0)); }
  const counts = {};
  let total = 0;
  for (const n of names) {
    const a = safe(n), b = oursOf(n);
    if (a === b) continue;
    total++;
    let rule;
    if (a === "THROW") rule = "the release throws";
    else if ([...n].some(c => dataDiff.has(c.codePointAt(0)))) rule = "a code point whose status or mapping changed (Unicode data)";
    else if (/[\u200c\u200d]/.test(n)) rule = "joiners (CheckJoiners)";
    else if (/xn--/i.test(n)) rule = "A-labels (decoding, validity of the decoded label)";
    else if (/[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/.test(n)) rule = "Bidi (CheckBidi)";
    else if (/-/.test(n)) rule = "hyphens (CheckHyphens)";
    else rule = "other (mapping, NFC, lengths)";
    counts[rule] = (counts[rule] || 0) + 1;
  }
  console.log(`${label}: ${dataDiff.size} code points alone differ; ${total} of ${names.length} names differ`);
  for (const [rule, n] of Object.entries(counts).sort((a, b) => b[1] - a[1])) console.log(`  ${n}\t${rule}`);
}
