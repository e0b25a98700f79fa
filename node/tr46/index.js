"use strict";
// npm's tr46 (UTS #46 for whatwg-url, jsdom and node-fetch) on
// punycode-core: one `overrides` entry puts this package in tr46's place.
// It takes each of tr46's three API shapes and gives today's UTS #46
// answers (Unicode 18) under all of them; every rule is the engine's, this
// file only reads the arguments.
const { _native: native } = load();

// punycode-rs, installed beside this package (npm's `file:..` link, or
// the registry's), else the folder this one stands in within the clone.
function load() {
  try {
    return require("punycode-rs");
  } catch (e) {
    if (e.code !== "MODULE_NOT_FOUND" || !String(e.message).includes("'punycode-rs'")) {
      throw e;
    }
    return require("../index.js");
  }
}

const FLAGS = [
  ["checkHyphens", native.CHECK_HYPHENS],
  ["checkBidi", native.CHECK_BIDI],
  ["checkJoiners", native.CHECK_JOINERS],
  ["useSTD3ASCIIRules", native.USE_STD3_ASCII_RULES],
  ["verifyDNSLength", native.VERIFY_DNS_LENGTH]
];
const ALL = FLAGS.reduce((all, [, bit]) => all | bit, native.TRANSITIONAL_PROCESSING);

// tr46 0.0.x's processing options.
const PROCESSING_OPTIONS = {
  TRANSITIONAL: 0,
  NONTRANSITIONAL: 1
};

// The flags (all given: tr46's defaults are off) of an options object of
// tr46 1.x to 7.x. `ignoreInvalidPunycode` is read and changes nothing:
// UTS #46 (section 4, step 4.1.3) refuses an "xn--" label left undecoded
// as all-ASCII, so no answer depends on it, in tr46 or here.
function objectFlags(options, forUnicode) {
  let on = 0;
  if (options !== undefined && options !== null) {
    for (const [name, bit] of FLAGS) {
      if (options[name] && !(forUnicode && bit === native.VERIFY_DNS_LENGTH)) {
        on |= bit;
      }
    }
    if (options.transitionalProcessing) {
      on |= native.TRANSITIONAL_PROCESSING;
    }
    // tr46 1.x to 4.x.
    if (options.processingOption !== undefined) {
      if (options.processingOption === "transitional") {
        on |= native.TRANSITIONAL_PROCESSING;
      } else if (options.processingOption !== "nontransitional") {
        throw new RangeError("processingOption must be either transitional or nontransitional");
      }
    }
  }
  return on;
}

// tr46 0.0.x's positional form: UTS #46 then had no flags for hyphens,
// joiners and Bidi, whose checks were always made; today's with them on.
function positionalFlags(useSTD3, processingOption, verifyDnsLength) {
  let on = native.CHECK_HYPHENS | native.CHECK_BIDI | native.CHECK_JOINERS;
  if (useSTD3) {
    on |= native.USE_STD3_ASCII_RULES;
  }
  if (processingOption === PROCESSING_OPTIONS.TRANSITIONAL) {
    on |= native.TRANSITIONAL_PROCESSING;
  }
  if (verifyDnsLength) {
    on |= native.VERIFY_DNS_LENGTH;
  }
  return on;
}

// The flags of a call's arguments after the name: an options object
// (tr46 1.x to 7.x), or tr46 0.0.x's positional form.
function flagsOf(options, a2, a3, count, forUnicode) {
  if (count > 2 || typeof options === "boolean") {
    return positionalFlags(options, a2, forUnicode ? false : a3);
  }
  return objectFlags(options, forUnicode);
}

/** UTS #46 ToASCII: the name in ASCII, or `null` when an error is recorded. */
function toASCII(domainName, options, a2, a3) {
  const name = typeof domainName === "string" ? domainName : String(domainName);
  return native.tr46ToAscii(name, name, ALL, flagsOf(options, a2, a3, arguments.length, false));
}

function fromUnits(units) {
  let text = "";
  for (let k = 0; k < units.length; k += 4096) {
    text += String.fromCharCode.apply(null, units.slice(k, k + 4096));
  }
  return text;
}

/** UTS #46 ToUnicode: `{ domain, error }`, the processed name beside whether an error was recorded. */
function toUnicode(domainName, options, a2) {
  const name = typeof domainName === "string" ? domainName : String(domainName);
  const result = native.tr46ToUnicode(name, name, ALL, flagsOf(options, a2, undefined, arguments.length, true));
  if (typeof result === "string") {
    return { domain: result, error: false };
  }
  return { domain: result.domain === null || result.domain === undefined ? fromUnits(result.units) : result.domain, error: true };
}

module.exports = { toASCII, toUnicode, PROCESSING_OPTIONS };
