// A program that uses every export, for `tsc --strict --noEmit`.
import {
  toAscii, toUnicode, toAsciiMany, toUnicodeMany, toAsciiManyAsync, toUnicodeManyAsync,
  encode, decode, toDisplay, check, Policy, HostnameError, PunycodeError, type BatchResult, type Options
} from "punycode-rs";
import * as tr46 from "punycode-rs-tr46";

const options: Options = { profile: "url", checkBidi: true };
const ascii: string = toAscii("Bücher.example", options);
const unicode: string = toUnicode(ascii);
const many: BatchResult[] = toAsciiMany(["a.com", null]).concat(toUnicodeMany(["xn--tda.de"]));
for (const r of many) {
  if (r instanceof HostnameError) {
    const where: number = r.position;
    const kind: string = r.kind;
    console.log(where, kind, r.code, r.label, r.character);
  }
}
async function main(): Promise<void> {
  const a: BatchResult[] = await toAsciiManyAsync(["a.com"]);
  const u: BatchResult[] = await toUnicodeManyAsync(["a.com"]);
  console.log(a, u);
}
try {
  decode(encode("bücher"));
} catch (e) {
  if (e instanceof PunycodeError) {
    console.log(e.kind, e.position);
  }
}
const policy: Policy = Policy.firefox().protect("paypal.com").expectScript("Cyrillic", "рф");
const shown: string = toDisplay("xn--80ak6aa92e.com", policy);
const verdict = check("pаypal.com", Policy.chromium());
const reasons: string[] = verdict.labels.flatMap(l => l.reasons.map(r => r.code));
const t: string | null = tr46.toASCII("Bücher.de", { checkBidi: true, transitionalProcessing: false });
const old: string | null = tr46.toASCII("Bücher.de", false, tr46.PROCESSING_OPTIONS.NONTRANSITIONAL, false);
const { domain, error }: { domain: string; error: boolean } = tr46.toUnicode("xn--tda.de");
console.log(unicode, shown, reasons, t, old, domain, error, Policy.uts39().name, new Policy().protected);
void main();
