"use strict";
// The URLs both runs parse: the corpus's hosts, IdnaTestV2's sources and
// WPT's toascii.json inputs, each as the host of an https URL; and what
// whatwg-url makes of each (href, or failure).
const { corpus, idnaTestV2 } = require("../helpers.js");

function inputs() {
  const hosts = corpus().map(([, host]) => host);
  for (const row of idnaTestV2()) {
    hosts.push(row.source);
  }
  for (const c of require("../data/toascii.json")) {
    if (typeof c === "object") {
      hosts.push(c.input);
    }
  }
  return hosts.map(h => `https://${h}/path`);
}

function parseAll(whatwgUrl) {
  return inputs().map(input => {
    try {
      return new whatwgUrl.URL(input).href;
    } catch (e) {
      return `failure: ${e.constructor.name}`;
    }
  });
}

module.exports = { inputs, parseAll };
