/** tr46 5.x to 7.x's options (1.x to 4.x: `processingOption`). */
export interface Options {
  checkHyphens?: boolean;
  checkBidi?: boolean;
  checkJoiners?: boolean;
  useSTD3ASCIIRules?: boolean;
  verifyDNSLength?: boolean;
  transitionalProcessing?: boolean;
  ignoreInvalidPunycode?: boolean;
  processingOption?: "transitional" | "nontransitional";
}

/** tr46 0.0.x's processing options, for its positional form. */
export declare const PROCESSING_OPTIONS: { readonly TRANSITIONAL: 0; readonly NONTRANSITIONAL: 1 };

/** UTS #46 ToASCII: the name in ASCII, or `null` when an error is recorded. */
export declare function toASCII(domainName: string, options?: Options): string | null;
export declare function toASCII(domainName: string, useSTD3ASCIIRules?: boolean, processingOption?: 0 | 1, verifyDnsLength?: boolean): string | null;

/** UTS #46 ToUnicode: the processed name, and whether an error was recorded. */
export declare function toUnicode(domainName: string, options?: Omit<Options, "verifyDNSLength">): { domain: string; error: boolean };
export declare function toUnicode(domainName: string, useSTD3ASCIIRules?: boolean): { domain: string; error: boolean };
