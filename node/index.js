"use strict";
// punycode-rs: Punycode and internationalized hostnames on punycode-core
// (Rust), through a Node-API addon. This file gives the addon JavaScript's
// shape: options objects, errors that are `Error`s, batches; every rule is
// the engine's.
const path = require("node:path");
const { binaryName } = require("./binary.js");

let native;
try {
  native = require(path.join(__dirname, binaryName()));
} catch (e) {
  if (e.code !== "MODULE_NOT_FOUND") {
    throw e;
  }
  throw new Error(
    `punycode-rs: the addon ${binaryName()} is not built; run \`npm install\` in ${__dirname} ` +
      "(it needs a Rust toolchain), or install a tarball made by `npm pack`"
  );
}

/** A hostname that UTS #46 (or the chosen profile) refuses: what and where. */
class HostnameError extends Error {
  constructor(info) {
    super(info.message);
    this.name = "HostnameError";
    /** A stable snake_case name of the rule, such as `hyphen_3_4`. */
    this.kind = info.kind;
    /** The code of Unicode's conformance file (`V2`, `P1`, `C2`, ...). */
    this.code = info.code;
    /** The label the error is in, 0 first. */
    this.label = info.label;
    /** The index in the input, in UTF-16 code units (as `str[i]`). */
    this.position = info.position;
    /** The character at fault, or `undefined`. */
    this.character = info.character === null ? undefined : info.character;
  }
}

/** A label that RFC 3492 cannot encode or decode. */
class PunycodeError extends Error {
  constructor(info) {
    super(info.message);
    this.name = "PunycodeError";
    this.kind = info.kind;
    this.code = info.code;
    this.position = info.position;
  }
}

const PROFILES = {
  lookup: native.LOOKUP,
  url: native.URL,
  registration: native.REGISTRATION
};

// Each option's flag in the engine.
const FLAGS = [
  ["checkHyphens", native.CHECK_HYPHENS],
  ["checkBidi", native.CHECK_BIDI],
  ["checkJoiners", native.CHECK_JOINERS],
  ["useSTD3ASCIIRules", native.USE_STD3_ASCII_RULES],
  ["verifyDnsLength", native.VERIFY_DNS_LENGTH],
  ["transitionalProcessing", native.TRANSITIONAL_PROCESSING]
];

// The profile and flags of an options object: [profile, set, on].
const DEFAULT_OPTIONS = [native.LOOKUP, 0, 0];
function readOptions(options) {
  if (options === undefined || options === null) {
    return DEFAULT_OPTIONS;
  }
  if (typeof options !== "object") {
    throw new TypeError("options must be an object");
  }
  let profile = native.LOOKUP;
  if (options.profile !== undefined) {
    profile = PROFILES[options.profile];
    if (profile === undefined) {
      throw new RangeError(`unknown profile ${JSON.stringify(options.profile)}: use "lookup", "url" or "registration"`);
    }
  }
  let set = 0;
  let on = 0;
  for (const [name, bit] of FLAGS) {
    const value = options[name];
    if (value !== undefined) {
      set |= bit;
      if (value) {
        on |= bit;
      }
    }
  }
  return [profile, set, on];
}

function checkName(name, what) {
  if (typeof name !== "string") {
    throw new TypeError(`${what} must be a string, not ${name === null ? "null" : typeof name}`);
  }
}

function orThrow(result, ErrorClass) {
  if (typeof result === "string") {
    return result;
  }
  throw new ErrorClass(result);
}

/**
 * Converts a hostname to ASCII (UTS #46 ToASCII): `Bücher.example` to
 * `xn--bcher-kva.example`. Throws a `HostnameError` for a name the profile
 * refuses.
 */
function toAscii(name, options) {
  checkName(name, "name");
  const [profile, set, on] = readOptions(options);
  return orThrow(native.convert(name, name, true, profile, set, on), HostnameError);
}

/**
 * Converts a hostname to Unicode (UTS #46 ToUnicode): A-labels decoded
 * and checked. Throws a `HostnameError` for a name the profile refuses.
 */
function toUnicode(name, options) {
  checkName(name, "name");
  const [profile, set, on] = readOptions(options);
  return orThrow(native.convert(name, name, false, profile, set, on), HostnameError);
}

function checkBatch(names) {
  if (!Array.isArray(names)) {
    throw new TypeError(`names must be an array, not ${names === null ? "null" : typeof names}`);
  }
}

// Errors of a batch are values, not thrown: no stack trace is taken for
// them (the place in the batch is the index).
function batchError(info) {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new HostnameError(info);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

// A batch goes to the addon as one string of the names joined and their
// lengths (one conversion of text each way, not one a name), and comes
// back so. Items that are not strings, and strings that are not
// well-formed UTF-16 (a lone surrogate), are answered here: `null` for
// `null` and `undefined`, an error for any other value, and the one-name
// function's answer (which says where the surrogate is) for the others.
// The lengths cross as a string of two characters a length, each of 15
// bits (below U+8000: no surrogates), which the addon reads and writes so
// (hostname.rs says why not a typed array).
const UTF16 = new TextDecoder("utf-16le");

function prepare(names) {
  const count = names.length;
  const lengths = new Uint16Array(2 * count);
  const parts = new Array(count);
  let aside = null;
  for (let k = 0; k < count; k++) {
    const name = names[k];
    if (typeof name === "string" && name.isWellFormed()) {
      parts[k] = name;
      const n = name.length;
      lengths[2 * k] = n >>> 15;
      lengths[2 * k + 1] = n & 0x7fff;
    } else {
      parts[k] = "";
      (aside || (aside = [])).push(k);
    }
  }
  return { text: parts.join(""), lengths: UTF16.decode(lengths), aside };
}

function answer(names, batch, joined, oneName) {
  const { text, lengths, failed, errors } = joined;
  const out = new Array(names.length);
  let at = 0;
  for (let k = 0; k < names.length; k++) {
    const n = (lengths.charCodeAt(2 * k) << 15) | lengths.charCodeAt(2 * k + 1);
    out[k] = text.substring(at, at + n);
    at += n;
  }
  for (let e = 0; e < failed.length; e++) {
    out[failed[e]] = batchError(errors[e]);
  }
  if (batch.aside) {
    for (const k of batch.aside) {
      const name = names[k];
      if (name === null || name === undefined) {
        out[k] = null;
      } else if (typeof name !== "string") {
        out[k] = batchError({
          kind: "not_a_string",
          code: "TYPE",
          label: 0,
          position: 0,
          character: null,
          message: `item ${k} of the batch is not a string`
        });
      } else {
        try {
          out[k] = oneName(name);
        } catch (e) {
          out[k] = e;
        }
      }
    }
  }
  return out;
}

function many(names, options, toAsciiDirection) {
  checkBatch(names);
  const [profile, set, on] = readOptions(options);
  const batch = prepare(names);
  const joined = native.convertJoined(batch.text, batch.lengths, toAsciiDirection, profile, set, on);
  return answer(names, batch, joined, toAsciiDirection ? n => toAscii(n, options) : n => toUnicode(n, options));
}

/**
 * Each name of an array to ASCII: an array of the same length with each
 * name's ASCII form, its `HostnameError` (not thrown), or `null` for a
 * `null` or `undefined` item.
 */
function toAsciiMany(names, options) {
  return many(names, options, true);
}

/** Each name of an array to Unicode, as `toAsciiMany`. */
function toUnicodeMany(names, options) {
  return many(names, options, false);
}

// A batch on libuv's thread pool, in two halves (two threads) when it is
// large enough for that to pay.
async function manyAsync(names, options, toAsciiDirection) {
  checkBatch(names);
  const [profile, set, on] = readOptions(options);
  const oneName = toAsciiDirection ? n => toAscii(n, options) : n => toUnicode(n, options);
  const run = part => {
    const batch = prepare(part);
    return native
      .convertJoinedAsync(batch.text, batch.lengths, toAsciiDirection, profile, set, on)
      .then(joined => answer(part, batch, joined, oneName));
  };
  if (names.length < 4096) {
    return run(names);
  }
  const half = names.length >>> 1;
  const [first, second] = await Promise.all([run(names.slice(0, half)), run(names.slice(half))]);
  for (const r of second) {
    first.push(r);
  }
  return first;
}

/** `toAsciiMany` off the event loop: a Promise of the array. */
function toAsciiManyAsync(names, options) {
  return manyAsync(names, options, true);
}

/** `toUnicodeMany` off the event loop: a Promise of the array. */
function toUnicodeManyAsync(names, options) {
  return manyAsync(names, options, false);
}

/** RFC 3492 Punycode encoding of one label (no `xn--`, no mapping). */
function encode(label) {
  checkName(label, "label");
  return orThrow(native.encode(label, label), PunycodeError);
}

/** RFC 3492 Punycode decoding of one label (without `xn--`). */
function decode(label) {
  checkName(label, "label");
  return orThrow(native.decode(label, label), PunycodeError);
}

/**
 * The rules a name is shown to a person by: `Policy.chromium()` (the
 * default, Chromium's address bar), `Policy.firefox()`, `Policy.uts39()`.
 */
class Policy {
  constructor(inner) {
    this._inner = inner || native.Policy.chromium();
  }

  static chromium() {
    return new Policy(native.Policy.chromium());
  }

  static firefox() {
    return new Policy(native.Policy.firefox());
  }

  static uts39() {
    return new Policy(native.Policy.uts39());
  }

  /** `chromium`, `firefox` or `uts39`. */
  get name() {
    return this._inner.name;
  }

  /** The Unicode version of the policy's data (`16.0.0` for Chromium's). */
  get unicodeVersion() {
    return this._inner.unicodeVersion;
  }

  /** The protected names, in Unicode. */
  get protected() {
    return this._inner.protected;
  }

  /**
   * A new policy that shows in ASCII any name that looks like one of
   * `domains` without being it or under it. Throws a `HostnameError` for
   * a domain that is no hostname.
   */
  protect(domains) {
    if (typeof domains === "string") {
      domains = [domains];
    }
    if (!Array.isArray(domains) || !domains.every(d => typeof d === "string")) {
      throw new TypeError("domains must be a string or an array of strings");
    }
    const result = this._inner.protectOrRefuse(domains);
    if (result instanceof native.Policy) {
      return new Policy(result);
    }
    throw new HostnameError(result.error);
  }

  /**
   * A new policy for which `tld` is a top-level domain of `script`, a
   * Unicode script name (`"Cyrillic"`, in any case); another throws a
   * `RangeError`.
   */
  expectScript(script, tld) {
    checkName(script, "script");
    checkName(tld, "tld");
    const result = this._inner.expectScriptOrRefuse(script, tld);
    if (typeof result === "string") {
      throw new RangeError(result);
    }
    return new Policy(result);
  }
}

const DEFAULT_POLICY = Policy.chromium();

function innerPolicy(policy) {
  if (policy === undefined) {
    return DEFAULT_POLICY._inner;
  }
  if (!(policy instanceof Policy)) {
    throw new TypeError("policy must be a Policy");
  }
  return policy._inner;
}

/**
 * The form of a name to show a person: Unicode where the policy allows
 * it, else ASCII; an invalid name as it is given.
 */
function toDisplay(name, policy) {
  checkName(name, "name");
  const result = native.toDisplay(name, name, innerPolicy(policy));
  return orThrow(result, HostnameError);
}

/**
 * Every label's verdict under the policy: `{ shown, labels: [{ unicode,
 * ascii, display, shown, reasons: [{ code, message }] }] }`. Throws a
 * `HostnameError` for an invalid name.
 */
function check(name, policy) {
  checkName(name, "name");
  const result = native.check(name, name, innerPolicy(policy));
  if ("labels" in result) {
    return result;
  }
  throw new HostnameError(result);
}

module.exports = {
  toAscii,
  toUnicode,
  toAsciiMany,
  toUnicodeMany,
  toAsciiManyAsync,
  toUnicodeManyAsync,
  encode,
  decode,
  toDisplay,
  check,
  Policy,
  HostnameError,
  PunycodeError,
  // For the tr46 package beside this one: the engine's tr46 profile.
  _native: native
};
