// A model of Firefox's decision to show a hostname's labels in Unicode,
// written from its code: nsIDNService::IsLabelSafe and its sets
// (netwerk/dns/nsIDNService.cpp, SAP/project-foxhound at 9dcb850, a tree
// that follows mozilla-central), the blocklist (netwerk/dns/
// IDNCharacterBlocklist.inc, Floorp-Projects/Floorp at 1807f13) and the
// conversion around them (netwerk/base/idna_glue: UTS #46 with hyphens
// allowed, failing fast, asking only of labels that are not ASCII, under
// the last label of the Unicode form without a root dot). Dev-only: it is
// the oracle of tests/data/display-model-firefox.tsv, which
// tests/tests/display_model_firefox.rs holds `Policy::firefox()` to.
//
// It shares nothing with punycode-core: the sets below are restated from
// Firefox's source, and every property (identifier status, script, script
// extensions, general category, numeric value) and the UTS #46 conversion
// come from the ICU it is built with, ICU 78 as Firefox vendors it
// (tests/display-model-firefox.sh builds it). As on Windows: the Thai
// lookalikes of every platform, no macOS font-issue characters.
//
// With --data, it writes what IsLabelSafe reads of every code point in
// the format of unicode-tables/data/firefox-17.txt, from ICU.
//
// Input: one hostname a line. Output: the hostname, a tab, a letter for
// each label (`A` ASCII, `S` shown in Unicode, `H` kept as its A-label),
// a tab and, for each `H`, the step of IsLabelSafe that refused it. A name
// that UTS #46 refuses as Firefox calls it is `!` and ICU's error bits.

#include <unicode/uchar.h>
#include <unicode/uidna.h>
#include <unicode/unistr.h>
#include <unicode/uscript.h>
#include <unicode/uvernum.h>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <set>
#include <string>
#include <vector>

namespace {

using Label = std::vector<UChar32>;

// IDNCharacterBlocklist.inc, as its ranges are written (BMP only).
const UChar32 kBlocklist[][2] = {
    {0x0020, 0x0020}, {0x00A0, 0x00A0}, {0x00BC, 0x00BE}, {0x0138, 0x0138},
    {0x01C3, 0x01C3}, {0x02D0, 0x02D0}, {0x0337, 0x0338}, {0x0589, 0x058A},
    {0x05C3, 0x05C3}, {0x05F4, 0x05F4}, {0x0609, 0x060A}, {0x066A, 0x066A},
    {0x06D4, 0x06D4}, {0x0701, 0x0704}, {0x115F, 0x1160}, {0x1735, 0x1735},
    {0x2000, 0x200B}, {0x200E, 0x2010}, {0x2019, 0x2019}, {0x2024, 0x2024},
    {0x2027, 0x202F}, {0x2039, 0x203A}, {0x2041, 0x2041}, {0x2044, 0x2044},
    {0x2052, 0x2052}, {0x205F, 0x205F}, {0x2153, 0x215F}, {0x2215, 0x2215},
    {0x2236, 0x2236}, {0x23AE, 0x23AE}, {0x2571, 0x2571}, {0x29F6, 0x29F6},
    {0x29F8, 0x29F8}, {0x2AFB, 0x2AFB}, {0x2AFD, 0x2AFD}, {0x2FF0, 0x2FFB},
    {0x3000, 0x3000}, {0x3002, 0x3002}, {0x3014, 0x3015}, {0x3033, 0x3033},
    {0x30A0, 0x30A0}, {0x3164, 0x3164}, {0x321D, 0x321E}, {0x33AE, 0x33AF},
    {0x33C6, 0x33C6}, {0x33DF, 0x33DF}, {0xFE14, 0xFE15}, {0xFE3F, 0xFE3F},
    {0xFE5D, 0xFE5E}, {0xFEFF, 0xFEFF}, {0xFF0E, 0xFF0F}, {0xFF61, 0xFF61},
    {0xFFA0, 0xFFA0}, {0xFFF9, 0xFFFD},
};

// nsIDNService's Init* sets.
const std::set<UChar32> kSlashes = {0x30CE, 0x30BD, 0x30BE, 0x30F3,
                                    0x4E36, 0x4E40, 0x4E41, 0x4E3F};
const std::set<UChar32> kIdeographs = {
    0x4E00, 0x3127, 0x4E28, 0x4E5B, 0x4E03, 0x4E05, 0x5341, 0x3007, 0x3112, 0x311A,
    0x311F, 0x3128, 0x3129, 0x3108, 0x31BA, 0x31B3, 0x5DE5, 0x31B2, 0x8BA0, 0x4E01};
const std::set<UChar32> kDigitConfusables = {
    0x03B8, 0x0968, 0x09E8, 0x0A68, 0x0AE8, 0x0CE9, 0x0577, 0x0437, 0x0499, 0x04E1, 0x0909,
    0x0993, 0x0A24, 0x0A69, 0x0AE9, 0x0C69, 0x1012, 0x10D5, 0x10DE, 0x0A5C, 0x10D9, 0x0A6B,
    0x4E29, 0x3110, 0x0573, 0x09EA, 0x0A6A, 0x0B6B, 0x0AED, 0x0B68, 0x0C68};
const std::set<UChar32> kCyrillicConfusables = {
    0x0430, 0x044B, 0x0441, 0x0501, 0x0435, 0x050D, 0x04BB, 0x0456, 0x044E, 0x043A,
    0x0458, 0x04CF, 0x043C, 0x043E, 0x0440, 0x0517, 0x051B, 0x0455, 0x051D, 0x0445,
    0x0443, 0x044A, 0x044C, 0x04BD, 0x043F, 0x0433, 0x0475, 0x0461};
// Not Linux: without ด ท น ป ม ล ห.
const std::set<UChar32> kThaiConfusables = {0x0E1A, 0x0E1E, 0x0E1F, 0x0E23,
                                            0x0E40, 0x0E41, 0x0E50};

bool is_digit(UChar32 c) { return c >= '0' && c <= '9'; }

bool equals(const Label& tld, const char* s) {
  size_t k = 0;
  for (; s[k]; ++k) {
    if (k >= tld.size() || tld[k] != UChar32(s[k])) return false;
  }
  return k == tld.size();
}

UScriptCode script_of(UChar32 c) {
  UErrorCode status = U_ZERO_ERROR;
  return uscript_getScript(c, &status);
}

// The states of Firefox's script-combination table.
enum Combo { BOPO, CYRL, GREK, HANG, HANI, HIRA, KATA, LATN, OTHR, JPAN, CHNA, KORE, HNLT, FAIL, UNSET };

Combo column(UScriptCode s) {
  switch (s) {
    case USCRIPT_BOPOMOFO: return BOPO;
    case USCRIPT_CYRILLIC: return CYRL;
    case USCRIPT_GREEK: return GREK;
    case USCRIPT_HANGUL: return HANG;
    case USCRIPT_HAN: return HANI;
    case USCRIPT_HIRAGANA: return HIRA;
    case USCRIPT_KATAKANA: return KATA;
    case USCRIPT_LATIN: return LATN;
    default: return OTHR;
  }
}

const Combo kTable[13][9] = {
    /* BOPO */ {BOPO, FAIL, FAIL, FAIL, CHNA, FAIL, FAIL, CHNA, FAIL},
    /* CYRL */ {FAIL, CYRL, FAIL, FAIL, FAIL, FAIL, FAIL, FAIL, FAIL},
    /* GREK */ {FAIL, FAIL, GREK, FAIL, FAIL, FAIL, FAIL, FAIL, FAIL},
    /* HANG */ {FAIL, FAIL, FAIL, HANG, KORE, FAIL, FAIL, KORE, FAIL},
    /* HANI */ {CHNA, FAIL, FAIL, KORE, HANI, JPAN, JPAN, HNLT, FAIL},
    /* HIRA */ {FAIL, FAIL, FAIL, FAIL, JPAN, HIRA, JPAN, JPAN, FAIL},
    /* KATA */ {FAIL, FAIL, FAIL, FAIL, JPAN, JPAN, KATA, JPAN, FAIL},
    /* LATN */ {CHNA, FAIL, FAIL, KORE, HNLT, JPAN, JPAN, LATN, OTHR},
    /* OTHR */ {FAIL, FAIL, FAIL, FAIL, FAIL, FAIL, FAIL, OTHR, FAIL},
    /* JPAN */ {FAIL, FAIL, FAIL, FAIL, JPAN, JPAN, JPAN, JPAN, FAIL},
    /* CHNA */ {CHNA, FAIL, FAIL, FAIL, CHNA, FAIL, FAIL, CHNA, FAIL},
    /* KORE */ {FAIL, FAIL, FAIL, KORE, KORE, FAIL, FAIL, KORE, FAIL},
    /* HNLT */ {CHNA, FAIL, FAIL, KORE, HNLT, JPAN, JPAN, HNLT, FAIL}};

// A lookalike checker: Safe until a character of its kind is seen, then
// Block while every such character is a confusable, Ignore for good after
// one that is not (or from the start, when the TLD expects the script).
enum Status { Ignore, Safe, Block };

struct ScriptChecker {
  const std::set<UChar32>& confusables;
  UScriptCode script;
  Status status;
  bool tld_in_script;
  ScriptChecker(const std::set<UChar32>& c, UScriptCode s, const Label& tld, bool valid_tld)
      : confusables(c), script(s), status(valid_tld ? Ignore : Safe), tld_in_script(false) {
    for (UChar32 t : tld) tld_in_script |= script_of(t) == s;
  }
  void check(UChar32 c, UScriptCode s) {
    if (status != Ignore && !tld_in_script && s == script) {
      status = confusables.count(c) ? Block : Ignore;
    }
  }
};

struct DigitChecker {
  Status status = Safe;
  void check(UChar32 c) {
    if (status == Ignore) return;
    if (!is_digit(c)) status = kDigitConfusables.count(c) ? Block : Ignore;
  }
};

// IsLabelSafe: "" when safe, else the step that refuses.
std::string judge(const Label& label, const Label& tld) {
  for (UChar32 c : label) {
    if (c > 0xFFFF) continue;
    for (const auto& r : kBlocklist) {
      if (c >= r[0] && c <= r[1]) return "blocklist";
    }
  }
  if (tld.size() >= 4 && tld[0] == 'x' && tld[1] == 'n' && tld[2] == '-' && tld[3] == '-')
    return "xn--tld";
  bool cyrillic_tld = equals(tld, "bg") || equals(tld, "by") || equals(tld, "kz") ||
                      equals(tld, "pyc") || equals(tld, "ru") || equals(tld, "su") ||
                      equals(tld, "ua") || equals(tld, "uz");
  DigitChecker digits;
  ScriptChecker cyrillic(kCyrillicConfusables, USCRIPT_CYRILLIC, tld, cyrillic_tld);
  ScriptChecker thai(kThaiConfusables, USCRIPT_THAI, tld, equals(tld, "th"));
  UScriptCode last = USCRIPT_INVALID_CODE;
  UChar32 previous = 0, base = 0, zero_saved = 0;
  Combo saved = UNSET;
  for (size_t k = 0; k < label.size(); ++k) {
    UChar32 ch = label[k];
    bool at_end = k + 1 == label.size();
    UChar32 next = at_end ? 0 : label[k + 1];
    if (u_getIntPropertyValue(ch, UCHAR_IDENTIFIER_STATUS) != U_ID_STATUS_ALLOWED)
      return "restricted";
    UScriptCode script = script_of(ch);
    if (script != USCRIPT_COMMON && script != USCRIPT_INHERITED && script != last) {
      if (saved == UNSET) {
        saved = column(script);
      } else {
        saved = kTable[saved][column(script)];
        if (saved == OTHR || saved == FAIL) return "script-combination";
      }
    }
    if (ch == 0x30FC && last != USCRIPT_HIRAGANA && last != USCRIPT_KATAKANA)
      return "prolonged-sound-mark";
    UScriptCode next_script = at_end ? USCRIPT_INVALID_CODE : script_of(next);
    if (ch >= 0x3078 && ch <= 0x307A &&
        (last == USCRIPT_KATAKANA || next_script == USCRIPT_KATAKANA))
      return "hiragana-he";
    if (ch >= 0x30D8 && ch <= 0x30DA &&
        (last == USCRIPT_HIRAGANA || next_script == USCRIPT_HIRAGANA))
      return "katakana-he";
    if ((ch == 0x30FD || ch == 0x30FE) && last != USCRIPT_KATAKANA) return "iteration-mark";
    auto han_or_kana = [](UScriptCode s) {
      return s == USCRIPT_HAN || s == USCRIPT_HIRAGANA || s == USCRIPT_KATAKANA;
    };
    if (kSlashes.count(ch) && label.size() > 1 && !han_or_kana(last) && !han_or_kana(next_script))
      return "slash-lookalike";
    if (ch == 0x30FB && (last == USCRIPT_LATIN || next_script == USCRIPT_LATIN))
      return "katakana-middle-dot";
    if (ch >= 0x300 && ch <= 0x339 && last != USCRIPT_LATIN && last != USCRIPT_GREEK &&
        last != USCRIPT_CYRILLIC)
      return "diacritic";
    if (ch == 0x307 && (previous == 'i' || previous == 'j' || previous == 'l'))
      return "dot-above";
    if (ch == 0xB7 && (!equals(tld, "cat") || previous != 'l' || at_end || next != 'l'))
      return "middle-dot";
    if ((ch == 0xFE || ch == 0xF0) && !equals(tld, "is") && !equals(tld, "fo"))
      return "icelandic";
    if (ch == 0x259 && !equals(tld, "az")) return "schwa";
    if (ch == 0x2BB || ch == 0x2BC) return "quote";
    digits.check(ch);
    cyrillic.check(ch, script);
    thai.check(ch, script);
    if (kIdeographs.count(ch)) {
      auto cjk = [&](UScriptCode s) { return s == USCRIPT_BOPOMOFO || han_or_kana(s); };
      if (!cjk(last) && previous && !is_digit(previous)) return "cjk-ideograph";
      if (!cjk(next_script) && !at_end && !is_digit(next)) return "cjk-ideograph";
    }
    int8_t type = u_charType(ch);
    if (type == U_DECIMAL_DIGIT_NUMBER) {
      UChar32 zero = ch - UChar32(u_getNumericValue(ch));
      if (zero_saved == 0) {
        zero_saved = zero;
      } else if (zero != zero_saved) {
        return "numbering-systems";
      }
    }
    if (type == U_NON_SPACING_MARK) {
      if (previous != 0 && previous == ch) return "repeated-mark";
      if (last != USCRIPT_INVALID_CODE) {
        UErrorCode status = U_ZERO_ERROR;
        UScriptCode scx[64];
        int32_t n = uscript_getScriptExtensions(ch, scx, 64, &status);
        if (U_FAILURE(status)) return "script-extensions";
        if (n > 1 || (scx[0] != USCRIPT_COMMON && scx[0] != USCRIPT_INHERITED)) {
          bool found = false;
          for (int32_t j = 0; j < n; ++j) found |= scx[j] == last;
          if (!found) return "mark-script";
        }
      }
      if (base == 0x131 && ((ch >= 0x300 && ch <= 0x314) || ch == 0x31A)) return "dotless-i";
    } else {
      base = ch;
    }
    if (script != USCRIPT_COMMON && script != USCRIPT_INHERITED) last = script;
    previous = ch;
  }
  if (digits.status == Block) return "digit-lookalikes";
  if (cyrillic.status == Block) return "cyrillic-lookalikes";
  if (thai.status == Block) return "thai-lookalikes";
  return "";
}

Label utf32(const icu::UnicodeString& s) {
  Label out;
  for (int32_t k = 0; k < s.length();) {
    UChar32 c = s.char32At(k);
    out.push_back(c);
    k += U16_LENGTH(c);
  }
  return out;
}

bool ascii(const Label& l) {
  for (UChar32 c : l) {
    if (c > 0x7F) return false;
  }
  return true;
}

struct Firefox {
  UIDNA* idna = nullptr;

  Firefox() {
    UErrorCode status = U_ZERO_ERROR;
    // UTS #46 as the idna crate does it for Firefox: nontransitional,
    // CheckBidi, CheckJoiners, no STD3 (the URL deny list refuses only
    // ASCII that the names here do not have).
    idna = uidna_openUTS46(UIDNA_CHECK_BIDI | UIDNA_CHECK_CONTEXTJ |
                               UIDNA_NONTRANSITIONAL_TO_ASCII |
                               UIDNA_NONTRANSITIONAL_TO_UNICODE,
                           &status);
    if (U_FAILURE(status)) {
      std::cerr << "ICU: " << u_errorName(status) << "\n";
      std::exit(2);
    }
  }

  std::string line(const std::string& name) const {
    UErrorCode status = U_ZERO_ERROR;
    UIDNAInfo info = UIDNA_INFO_INITIALIZER;
    icu::UnicodeString in = icu::UnicodeString::fromUTF8(name);
    UChar out[1024];
    int32_t n = uidna_nameToUnicode(idna, in.getBuffer(), in.length(), out, 1024, &info, &status);
    // Hyphens::Allow, and no DNS length check.
    uint32_t errors = info.errors &
                      ~(UIDNA_ERROR_HYPHEN_3_4 | UIDNA_ERROR_LEADING_HYPHEN |
                        UIDNA_ERROR_TRAILING_HYPHEN | UIDNA_ERROR_EMPTY_LABEL |
                        UIDNA_ERROR_LABEL_TOO_LONG | UIDNA_ERROR_DOMAIN_NAME_TOO_LONG);
    if (U_FAILURE(status) || errors != 0 || n <= 0 || n > 1024) {
      return "!\t" + std::to_string(U_FAILURE(status) ? -1 : int(errors));
    }
    Label host = utf32(icu::UnicodeString(out, n));
    std::vector<Label> labels(1);
    for (UChar32 c : host) {
      if (c == '.') {
        labels.emplace_back();
      } else {
        labels.back().push_back(c);
      }
    }
    // The TLD: the last label once a root dot is taken off.
    Label tld = labels.size() > 1 && labels.back().empty() ? labels[labels.size() - 2]
                                                           : labels.back();
    std::string verdict, why;
    for (size_t k = 0; k < labels.size(); ++k) {
      if (k > 0) verdict += ".";
      if (labels[k].empty()) continue;
      if (ascii(labels[k])) {
        verdict += "A";
        continue;
      }
      std::string reason = judge(labels[k], tld);
      verdict += reason.empty() ? "S" : "H";
      if (!reason.empty()) why += (why.empty() ? "" : " ") + reason;
    }
    return verdict + "\t" + why;
  }
};

const char* long_name(UScriptCode s) {
  return u_getPropertyValueName(UCHAR_SCRIPT, s, U_LONG_PROPERTY_NAME);
}

// What IsLabelSafe reads of one code point, as a line of
// unicode-tables/data/firefox-17.txt gives it (without the range).
std::string properties(UChar32 c) {
  std::string out = long_name(script_of(c));
  int8_t type = u_charType(c);
  if (type == U_DECIMAL_DIGIT_NUMBER) {
    char zero[16];
    std::snprintf(zero, sizeof zero, " Nd %04X", unsigned(c - UChar32(u_getNumericValue(c))));
    return out + zero;
  }
  if (type != U_NON_SPACING_MARK) return out + " - -";
  out += " Mn -";
  UErrorCode status = U_ZERO_ERROR;
  UScriptCode scx[64];
  int32_t n = uscript_getScriptExtensions(c, scx, 64, &status);
  if (n == 1 && scx[0] == script_of(c)) return out;
  std::vector<std::string> names;
  for (int32_t k = 0; k < n; ++k) names.push_back(long_name(scx[k]));
  std::sort(names.begin(), names.end());
  for (const std::string& name : names) out += " " + name;
  return out;
}

// Every allowed code point's properties, and the Cyrillic and Thai code
// points, as ranges in the data file's format: the same file, from ICU.
void dump() {
  auto ranges = [](char kind, auto&& what) {
    UChar32 first = -1;
    std::string current;
    for (UChar32 c = 0; c <= 0x110000; ++c) {
      std::string p = c <= 0x10FFFF ? what(c) : "";
      if (first >= 0 && p != current) {
        std::printf("%c %04X %04X %s\n", kind, unsigned(first), unsigned(c - 1), current.c_str());
        first = -1;
      }
      if (first < 0 && !p.empty()) first = c;
      current = p;
    }
  };
  ranges('A', [](UChar32 c) {
    bool allowed = u_getIntPropertyValue(c, UCHAR_IDENTIFIER_STATUS) == U_ID_STATUS_ALLOWED;
    return allowed ? properties(c) : std::string();
  });
  ranges('S', [](UChar32 c) {
    UScriptCode s = script_of(c);
    return s == USCRIPT_CYRILLIC || s == USCRIPT_THAI ? std::string(long_name(s))
                                                       : std::string();
  });
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::string(argv[1]) == "--version") {
    std::cout << U_ICU_VERSION << " (Unicode " << U_UNICODE_VERSION << ")\n";
    return 0;
  }
  if (argc > 1 && std::string(argv[1]) == "--data") {
    dump();
    return 0;
  }
  Firefox firefox;
  std::string name;
  while (std::getline(std::cin, name)) {
    std::cout << name << "\t" << firefox.line(name) << "\n";
  }
  return 0;
}
