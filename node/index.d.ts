/** Which rules a conversion follows, and the flags that change them. */
export interface Options {
  /**
   * `"lookup"` (the default): UTS #46 for names sent to DNS, every check
   * on. `"url"`: the URL Standard's (`_` and `--` pass, no length limits).
   * `"registration"`: IDNA2008 registration, nothing mapped.
   */
  profile?: "lookup" | "url" | "registration";
  /** UTS #46 CheckHyphens. */
  checkHyphens?: boolean;
  /** UTS #46 CheckBidi (RFC 5893). */
  checkBidi?: boolean;
  /** UTS #46 CheckJoiners (RFC 5892 appendix A). */
  checkJoiners?: boolean;
  /** UTS #46 UseSTD3ASCIIRules: only letters, digits and `-` in ASCII. */
  useSTD3ASCIIRules?: boolean;
  /** UTS #46 VerifyDnsLength: labels of 1 to 63 bytes, names of at most 253. */
  verifyDnsLength?: boolean;
  /** UTS #46 Transitional_Processing (deprecated): `ß` to `ss`, `ς` to `σ`, joiners removed. */
  transitionalProcessing?: boolean;
}

/** A hostname that the profile refuses: what and where. */
export declare class HostnameError extends Error {
  name: "HostnameError";
  /** A stable snake_case name of the rule (`hyphen_3_4`, `lone_surrogate`, ...). */
  kind: string;
  /** The code of Unicode's conformance file (`V2`, `P1`, `C2`, ...). */
  code: string;
  /** The label the error is in, 0 first. */
  label: number;
  /** The index in the input, in UTF-16 code units (as `input[position]`). */
  position: number;
  /** The character at fault, if the rule is about one. */
  character: string | undefined;
}

/** A label that RFC 3492 cannot encode or decode. */
export declare class PunycodeError extends Error {
  name: "PunycodeError";
  kind: string;
  code: string;
  /** The index in the input, in UTF-16 code units. */
  position: number;
}

/** Converts a hostname to ASCII (UTS #46 ToASCII). Throws `HostnameError`. */
export declare function toAscii(name: string, options?: Options): string;
/** Converts a hostname to Unicode (UTS #46 ToUnicode). Throws `HostnameError`. */
export declare function toUnicode(name: string, options?: Options): string;

/** A batch's result for one item: its form, its error, or `null` for `null` and `undefined`. */
export type BatchResult = string | HostnameError | null;

/** Each name to ASCII, each error as a value. */
export declare function toAsciiMany(names: ReadonlyArray<string | null | undefined>, options?: Options): BatchResult[];
/** Each name to Unicode, each error as a value. */
export declare function toUnicodeMany(names: ReadonlyArray<string | null | undefined>, options?: Options): BatchResult[];
/** `toAsciiMany` on libuv's thread pool. */
export declare function toAsciiManyAsync(names: ReadonlyArray<string | null | undefined>, options?: Options): Promise<BatchResult[]>;
/** `toUnicodeMany` on libuv's thread pool. */
export declare function toUnicodeManyAsync(names: ReadonlyArray<string | null | undefined>, options?: Options): Promise<BatchResult[]>;

/** RFC 3492 encoding of one label (no `xn--`, no mapping). Throws `PunycodeError`. */
export declare function encode(label: string): string;
/** RFC 3492 decoding of one label (without `xn--`). Throws `PunycodeError`. */
export declare function decode(label: string): string;

/** Why a label is not shown in Unicode. */
export interface Reason {
  /** A stable name of the rule: `mixed-scripts`, `looks-like`, ... */
  code: string;
  message: string;
}

/** One label's verdict. */
export interface LabelVerdict {
  unicode: string;
  ascii: string;
  /** What is shown: `unicode` or `ascii`. */
  display: string;
  shown: boolean;
  reasons: Reason[];
}

/** A name's verdict. */
export interface Verdict {
  /** Whether every label is shown in Unicode. */
  shown: boolean;
  labels: LabelVerdict[];
}

/** The rules a name is shown to a person by. */
export declare class Policy {
  /** Chromium's address bar (also `Policy.chromium()`). */
  constructor();
  static chromium(): Policy;
  static firefox(): Policy;
  static uts39(): Policy;
  readonly name: "chromium" | "firefox" | "uts39";
  /** The Unicode version of the policy's data (`"16.0.0"` for Chromium's). */
  readonly unicodeVersion: string;
  readonly protected: string[];
  /** A new policy that also guards `domains` against lookalikes. Throws `HostnameError`. */
  protect(domains: string | ReadonlyArray<string>): Policy;
  /** A new policy for which `tld` is a top-level domain of `script`. */
  expectScript(script: string, tld: string): Policy;
}

/** The form of a name to show a person: Unicode where the policy allows it, else ASCII. */
export declare function toDisplay(name: string, policy?: Policy): string;
/** Every label's verdict. Throws `HostnameError` for an invalid name. */
export declare function check(name: string, policy?: Policy): Verdict;
