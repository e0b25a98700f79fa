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

const {
  CHECK_HYPHENS,
  CHECK_BIDI,
  CHECK_JOINERS,
  USE_STD3_ASCII_RULES,
  VERIFY_DNS_LENGTH,
  TRANSITIONAL_PROCESSING
} = native;
// Every flag is given: tr46's defaults are all off.
const ALL = CHECK_HYPHENS | CHECK_BIDI | CHECK_JOINERS | USE_STD3_ASCII_RULES | VERIFY_DNS_LENGTH | TRANSITIONAL_PROCESSING;

// tr46 0.0.x's processing options.
const PROCESSING_OPTIONS = {
  TRANSITIONAL: 0,
  NONTRANSITIONAL: 1
};

// The flags on in an options object of tr46 1.x to 7.x. `ignoreInvalidPunycode` is read and changes nothing:
// UTS #46 (section 4, step 4.1.3) refuses an "xn--" label left undecoded
// as all-ASCII, so no answer depends on it, in tr46 or here.
function objectFlags(options, forUnicode) {
  if (options === undefined || options === null) {
    return 0;
  }
  // Each property by name (one shape, fast loads: whatwg-url passes a new
  // object literal of the same shape at every call).
  let on = 0;
  if (options.checkHyphens) {
    on |= CHECK_HYPHENS;
  }
  if (options.checkBidi) {
    on |= CHECK_BIDI;
  }
  if (options.checkJoiners) {
    on |= CHECK_JOINERS;
  }
  if (options.useSTD3ASCIIRules) {
    on |= USE_STD3_ASCII_RULES;
  }
  if (options.verifyDNSLength && !forUnicode) {
    on |= VERIFY_DNS_LENGTH;
  }
  if (options.transitionalProcessing) {
    on |= TRANSITIONAL_PROCESSING;
  }
  // tr46 1.x to 4.x.
  const processing = options.processingOption;
  if (processing !== undefined) {
    if (processing === "transitional") {
      on |= TRANSITIONAL_PROCESSING;
    } else if (processing !== "nontransitional") {
      throw new RangeError("processingOption must be either transitional or nontransitional");
    }
  }
  return on;
}

// tr46 0.0.x's positional form: UTS #46 then had no flags for hyphens,
// joiners and Bidi, whose checks were always made; today's with them on.
function positionalFlags(useSTD3, processingOption, verifyDnsLength) {
  let on = CHECK_HYPHENS | CHECK_BIDI | CHECK_JOINERS;
  if (useSTD3) {
    on |= USE_STD3_ASCII_RULES;
  }
  if (processingOption === PROCESSING_OPTIONS.TRANSITIONAL) {
    on |= TRANSITIONAL_PROCESSING;
  }
  if (verifyDnsLength) {
    on |= VERIFY_DNS_LENGTH;
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
  if (typeof result !== "string") {
    return { domain: fromUnits(result.units), error: true };
  }
  // U+FFFF first: the processed name of a name with an error.
  if (result.charCodeAt(0) === 0xffff) {
    return { domain: result.slice(1), error: true };
  }
  return { domain: result, error: false };
}

module.exports = { toASCII, toUnicode, PROCESSING_OPTIONS };
