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
  return orThrow(native.toAscii(name, name, profile, set, on), HostnameError);
}

/**
 * Converts a hostname to Unicode (UTS #46 ToUnicode): A-labels decoded
 * and checked. Throws a `HostnameError` for a name the profile refuses.
 */
function toUnicode(name, options) {
  checkName(name, "name");
  const [profile, set, on] = readOptions(options);
  return orThrow(native.toUnicode(name, name, profile, set, on), HostnameError);
}

function wrapBatch(results) {
  for (let k = 0; k < results.length; k++) {
    const r = results[k];
    if (r !== null && typeof r === "object") {
      results[k] = new HostnameError(r);
    }
  }
  return results;
}

function checkBatch(names) {
  if (!Array.isArray(names)) {
    throw new TypeError(`names must be an array, not ${names === null ? "null" : typeof names}`);
  }
}

/**
 * Each name of an array to ASCII: an array of the same length with each
 * name's ASCII form, its `HostnameError` (not thrown), or `null` for a
 * `null` or `undefined` item.
 */
function toAsciiMany(names, options) {
  checkBatch(names);
  const [profile, set, on] = readOptions(options);
  return wrapBatch(native.toAsciiMany(names, profile, set, on));
}

/** Each name of an array to Unicode, as `toAsciiMany`. */
function toUnicodeMany(names, options) {
  checkBatch(names);
  const [profile, set, on] = readOptions(options);
  return wrapBatch(native.toUnicodeMany(names, profile, set, on));
}

// A batch on libuv's thread pool, in two halves (two threads) when it is
// large enough for that to pay.
async function manyAsync(names, options, toAsciiDirection) {
  checkBatch(names);
  const [profile, set, on] = readOptions(options);
  if (names.length < 4096) {
    return wrapBatch(await native.convertManyAsync(names, toAsciiDirection, profile, set, on));
  }
  const half = names.length >>> 1;
  const [first, second] = await Promise.all([
    native.convertManyAsync(names.slice(0, half), toAsciiDirection, profile, set, on),
    native.convertManyAsync(names.slice(half), toAsciiDirection, profile, set, on)
  ]);
  for (const r of second) {
    first.push(r);
  }
  return wrapBatch(first);
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

  /** A new policy for which `tld` is a top-level domain of `script`. */
  expectScript(script, tld) {
    checkName(script, "script");
    checkName(tld, "tld");
    return new Policy(this._inner.expectScript(script, tld));
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
