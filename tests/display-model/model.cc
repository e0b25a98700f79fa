// A model of Chromium's decision to show a hostname's labels in Unicode,
// written from its code (components/url_formatter/spoof_checks/
// idn_spoof_checker.cc at 58a4b28c, IDNSpoofChecker's constructor,
// SetAllowedUnicodeSet and SafeToDisplayAsUnicode; url_formatter.cc and
// url/url_idna_icu.cc for the conversion around it) on ICU's own spoof
// checker and IDNA, as Chromium calls them. Dev-only: it is the oracle of
// tests/data/display-model.tsv, which tests/tests/display_model.rs holds
// `display` to. It shares nothing with punycode-core: the character sets
// below are restated from Chromium's source, and every property comes from
// the ICU it is built with (tests/display-model.sh builds ICU 76.1, the
// Unicode 16.0 that Chromium's test table was written for).
//
// Input: one hostname a line (Unicode or ASCII). Output: the hostname, a
// tab, and a letter for each label: `A` an ASCII label, `S` shown in
// Unicode, `H` kept as its A-label; then a tab and, for each `H`, why (the
// names of Chromium's results). A name that ICU's IDNA refuses is `!` and
// its error bits.

#include <unicode/errorcode.h>
#include <unicode/regex.h>
#include <unicode/schriter.h>
#include <unicode/uidna.h>
#include <unicode/uniset.h>
#include <unicode/unistr.h>
#include <unicode/uspoof.h>
#include <unicode/uvernum.h>
#include <unicode/uchar.h>

#include <cstdio>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

using icu::UnicodeSet;
using icu::UnicodeString;

namespace {

UnicodeSet set_of(const char* pattern) {
  UErrorCode status = U_ZERO_ERROR;
  UnicodeSet set(UnicodeString::fromUTF8(pattern), status);
  if (U_FAILURE(status)) {
    std::cerr << "bad set " << pattern << ": " << u_errorName(status) << "\n";
    std::exit(2);
  }
  set.freeze();
  return set;
}

// One of Chromium's whole-script confusable scripts.
struct Script {
  UnicodeSet letters;     // [[:Xxxx:]], by Script
  UnicodeSet lookalikes;  // its letters that look Latin (Linux's, for Thai)
  std::vector<std::string> tlds;
};

struct Checker {
  USpoofChecker* spoof = nullptr;
  UIDNA* idna = nullptr;
  std::vector<Script> scripts;
  UnicodeSet icelandic = set_of("[\\u00fe\\u00f0]");
  UnicodeSet non_ascii_latin = set_of("[[:Latin:] - [a-zA-Z]]");
  UnicodeSet kana_exceptions = set_of("[\\u3078-\\u307a\\u30d8-\\u30da\\u30fb-\\u30fe]");
  UnicodeSet diacritics = set_of("[\\u0300-\\u0339]");
  UnicodeSet ascii_digits = set_of("[0-9]");
  UnicodeSet digit_lookalikes =
      set_of("[θ२২੨૨೩೭շзҙӡउওਤ੩૩౩ဒვპੜკ੫丩ㄐճ৪੪୫૭୨౨]");
  // skeleton_generator.cc's set for ShouldRemoveDiacriticsFromLabel.
  UnicodeSet lgc_and_ascii =
      set_of("[[:Latin:][:Greek:][:Cyrillic:][0-9\\u002e_\\u002d][\\u0300-\\u0339]]");
  std::vector<UnicodeString> allowed_words;
  std::unique_ptr<icu::RegexPattern> dangerous;

  Checker() {
    UErrorCode status = U_ZERO_ERROR;
    spoof = uspoof_open(&status);
    uspoof_setRestrictionLevel(spoof, USPOOF_HIGHLY_RESTRICTIVE);
    UnicodeSet allowed;
    allowed.addAll(*uspoof_getRecommendedUnicodeSet(&status));
    allowed.addAll(*uspoof_getInclusionUnicodeSet(&status));
    // Chromium's removals (Linux: not the Apple-only ones).
    for (UChar32 c : {0x338, 0x58a, 0x2010, 0x2019, 0x2027, 0x30a0, 0x2bb, 0x2bc,
                      0x2ec, 0x138}) {
      allowed.remove(c);
    }
    allowed.remove(0x1cd, 0x1dc);
    allowed.remove(0x1c80, 0x1c8f);
    allowed.remove(0x1e00, 0x1e9b);
    allowed.remove(0x1f00, 0x1fff);
    allowed.remove(0xa640, 0xa69f);
    allowed.remove(0xa720, 0xa7ff);
    uspoof_setAllowedUnicodeSet(spoof, &allowed, &status);
    uspoof_setChecks(spoof, uspoof_getChecks(spoof, &status) | USPOOF_AUX_INFO,
                     &status);
    // url/url_idna_icu.cc: nontransitional, Bidi, no STD3, no CheckJoiners.
    idna = uidna_openUTS46(UIDNA_CHECK_BIDI | UIDNA_NONTRANSITIONAL_TO_ASCII |
                               UIDNA_NONTRANSITIONAL_TO_UNICODE,
                           &status);
    if (U_FAILURE(status)) {
      std::cerr << "ICU: " << u_errorName(status) << "\n";
      std::exit(2);
    }
    struct Data {
      const char* script;
      const char* letters;
      std::vector<std::string> tlds;
    };
    const Data data[] = {
        {"[[:Armn:]]", "[ագզէլհյոսւօՙ]", {"am"}},
        {"[[:Cyrl:]]", "[аысԁеԍһіюкјӏорԗԛѕԝхуъьҽпгѵѡ]",
         {"bg", "by", "kz", "pyc", "ru", "su", "ua", "uz"}},
        {"[[:Ethi:]]", "[ሀሠሰስበነተከዐዕዘጠፐꬅ]", {"er", "et"}},
        {"[[:Geor:]]", "[იოყძხჽჿ]", {"ge"}},
        {"[[:Grek:]]", "[αικνρυωηοτ]", {"gr"}},
        {"[[:Hebr:]]", "[דוחיןסװײ׳ﬦ]", {"il"}},
        {"[[:Beng:]]", "[০৭]", {}},
        {"[[:Deva:]]", "[ऽ०ॱ]", {}},
        {"[[:Gujr:]]", "[ડટ૦૧]", {}},
        {"[[:Guru:]]", "[੦੧]", {}},
        {"[[:Knda:]]", "[ಽ೦೧]", {}},
        {"[[:Mlym:]]", "[ടഠധനറ൦]", {}},
        {"[[:Orya:]]", "[ଠ୦୮]", {}},
        {"[[:Taml:]]", "[டப௦]", {}},
        {"[[:Telu:]]", "[౦౧]", {}},
        {"[[:Mymr:]]", "[ခဂငထပဝ၀၂ၔၜ\\u1090\\u1091\\u1095\\u1096\\u1097]", {"mm"}},
        {"[[:Thai:]]", "[ทนบพรหเแ๐ดลปฟม]", {"th"}},
    };
    for (const Data& d : data) {
      scripts.push_back({set_of(d.script), set_of(d.letters), d.tlds});
    }
    for (const char* w : {"секс", "как", "коса", "курс", "парк", "такий", "укроп",
                          "сахарок", "покраска"}) {
      allowed_words.push_back(UnicodeString::fromUTF8(w));
    }
    // The dangerous patterns, one alternative a line.
    const char* kana_han = "\\p{scx=kana}\\p{scx=hira}\\p{scx=hani}";
    const char* cjk = "\\p{scx=kana}\\p{scx=hira}\\p{scx=hani}\\p{scx=bopo}";
    const char* lookalikes =
        "\\u4e00\\u3127\\u4e28\\u4e5b\\u4e03\\u4e05\\u5341\\u3007\\u3112\\u311a"
        "\\u311f\\u3128\\u3129\\u3108\\u31ba\\u31b3\\u5de5\\u31b2\\u8ba0\\u4e01";
    std::string p;
    auto alt = [&](const std::string& a) {
      if (!p.empty()) p += "|";
      p += a;
    };
    alt(std::string("[^") + kana_han + "][\\u30ce\\u30f3\\u30bd\\u30be\\u4e36\\u4e40\\u4e41\\u4e3f][^" +
        kana_han + "]");
    alt("[^\\p{scx=kana}][\\u30fd\\u30fe]");
    alt("^[\\u30fd\\u30fe]");
    alt("^[\\p{scx=kana}]+[\\u3078-\\u307a][\\p{scx=kana}]+$");
    alt("^[\\p{scx=hira}]+[\\u30d8-\\u30da][\\p{scx=hira}]+$");
    alt("[^\\p{scx=kana}\\p{scx=hira}]\\u30fc");
    alt("^\\u30fc");
    alt("[a-z]\\u30fb");
    alt("\\u30fb[a-z]");
    alt(std::string("[^") + cjk + "][" + lookalikes + "]");
    alt(std::string("[") + lookalikes + "][^" + cjk + "]");
    alt("[^\\p{scx=latn}\\p{scx=grek}\\p{scx=cyrl}][\\u0300-\\u0339]");
    alt("\\u0131[\\u0300-\\u0339]");
    alt("\\u3099");
    alt("\\u309A");
    alt("[ijl]\\u0307");
    UParseError parse;
    dangerous.reset(icu::RegexPattern::compile(UnicodeString::fromUTF8(p), 0, parse, status));
    if (U_FAILURE(status)) {
      std::cerr << "pattern: " << u_errorName(status) << "\n";
      std::exit(2);
    }
  }

  bool digit_lookalike(const UnicodeString& label) const {
    bool lookalike = false;
    icu::StringCharacterIterator it(label);
    for (it.setToStart(); it.hasNext();) {
      UChar32 c = it.next32PostInc();
      if (ascii_digits.contains(c)) continue;
      if (!digit_lookalikes.contains(c)) return false;
      lookalike = true;
    }
    return lookalike;
  }

  bool middle_dot_unsafe(const UnicodeString& label, const std::string& tld) const {
    for (int32_t k = 0; k < label.length(); ++k) {
      if (label[k] != 0xB7) continue;
      if (tld != "cat" || k == 0 || k == label.length() - 1) return true;
      if (label[k - 1] != u'l' || label[k + 1] != u'l') return true;
    }
    return false;
  }

  // Chromium's result for one label (its Unicode form), or "" when safe.
  std::string judge(const UnicodeString& label, const std::string& tld,
                    const UnicodeString& tld_unicode) const {
    UErrorCode status = U_ZERO_ERROR;
    int32_t result = uspoof_check(spoof, label.getBuffer(), label.length(), nullptr, &status);
    if (U_FAILURE(status) || (result & USPOOF_ALL_CHECKS)) return "ICUSpoofChecks";
    if (label.length() > 1 && tld != "is" && tld != "fo" && icelandic.containsSome(label))
      return "TLDSpecificCharacters";
    if (label.length() > 1 && tld != "az" && label.indexOf(UChar(0x259)) >= 0)
      return "TLDSpecificCharacters";
    if (middle_dot_unsafe(label, tld)) return "UnsafeMiddleDot";
    int32_t level = result & USPOOF_RESTRICTION_LEVEL_MASK;
    if (level == USPOOF_ASCII) return "";
    if (level == USPOOF_SINGLE_SCRIPT_RESTRICTIVE && kana_exceptions.containsNone(label) &&
        diacritics.containsNone(label)) {
      for (const Script& s : scripts) {
        UnicodeSet mine;
        icu::StringCharacterIterator it(label);
        for (it.setToStart(); it.hasNext();) {
          UChar32 c = it.next32PostInc();
          if (s.letters.contains(c)) mine.add(c);
        }
        bool confusable = !mine.isEmpty() && s.lookalikes.containsAll(mine);
        bool expected = s.letters.containsSome(tld_unicode);
        for (const std::string& t : s.tlds) expected |= t == tld;
        bool word = false;
        for (const UnicodeString& w : allowed_words) word |= w == label;
        if (confusable && !expected && !word) return "WholeScriptConfusable";
      }
      if (digit_lookalike(label)) return "DigitLookalikes";
      return "";
    }
    if (digit_lookalike(label)) return "DigitLookalikes";
    if (non_ascii_latin.containsSome(label) && !lgc_and_ascii.containsAll(label))
      return "NonAsciiLatinCharMixedWithNonLatin";
    std::unique_ptr<icu::RegexMatcher> m(dangerous->matcher(label, status));
    if (U_SUCCESS(status) && m->find()) return "DangerousPattern";
    return "";
  }

  UnicodeString to_unicode(const std::string& ascii_label, uint32_t& errors) const {
    UErrorCode status = U_ZERO_ERROR;
    UIDNAInfo info = UIDNA_INFO_INITIALIZER;
    UnicodeString in = UnicodeString::fromUTF8(ascii_label);
    UChar out[512];
    int32_t n = uidna_labelToUnicode(idna, in.getBuffer(), in.length(), out, 512, &info, &status);
    errors = U_FAILURE(status) ? 0xFFFFFFFF : info.errors;
    return UnicodeString(out, n > 0 && n <= 512 ? n : 0);
  }

  std::string line(const std::string& name) const {
    UErrorCode status = U_ZERO_ERROR;
    UIDNAInfo info = UIDNA_INFO_INITIALIZER;
    char ascii[1024];
    int32_t n = uidna_nameToASCII_UTF8(idna, name.data(), name.size(), ascii, sizeof ascii - 1,
                                       &info, &status);
    // url/url_idna_icu.cc ignores what the URL Standard turns off:
    // CheckHyphens and VerifyDnsLength.
    uint32_t errors = info.errors &
                      ~(UIDNA_ERROR_HYPHEN_3_4 | UIDNA_ERROR_LEADING_HYPHEN |
                        UIDNA_ERROR_TRAILING_HYPHEN | UIDNA_ERROR_EMPTY_LABEL |
                        UIDNA_ERROR_LABEL_TOO_LONG | UIDNA_ERROR_DOMAIN_NAME_TOO_LONG);
    if (U_FAILURE(status) || errors != 0 || n <= 0) {
      return "!\t" + std::to_string(U_FAILURE(status) ? -1 : int(errors));
    }
    std::string host(ascii, n);
    std::vector<std::string> labels;
    size_t start = 0;
    for (;;) {
      size_t dot = host.find('.', start);
      labels.push_back(host.substr(start, dot == std::string::npos ? dot : dot - start));
      if (dot == std::string::npos) break;
      start = dot + 1;
    }
    // The TLD is what follows the last dot: nothing after a root dot.
    std::string tld = labels.back();
    uint32_t tld_errors = 0;
    UnicodeString tld_unicode = tld.rfind("xn--", 0) == 0 ? to_unicode(tld, tld_errors)
                                                          : UnicodeString::fromUTF8(tld);
    std::string verdict, why;
    for (size_t k = 0; k < labels.size(); ++k) {
      if (k > 0) verdict += ".";
      const std::string& l = labels[k];
      if (l.rfind("xn--", 0) != 0) {
        verdict += "A";
        continue;
      }
      uint32_t errors = 0;
      UnicodeString u = to_unicode(l, errors);
      std::string reason = errors ? "IDNA" : judge(u, tld, tld_unicode);
      verdict += reason.empty() ? "S" : "H";
      if (!reason.empty()) why += (why.empty() ? "" : " ") + reason;
    }
    return verdict + "\t" + why;
  }
};

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::string(argv[1]) == "--version") {
    std::cout << U_ICU_VERSION << " (Unicode " << U_UNICODE_VERSION << ")\n";
    return 0;
  }
  Checker checker;
  if (argc > 1 && std::string(argv[1]) == "--allowed") {
    // The identifier set as Chromium configures it, as ranges.
    UErrorCode status = U_ZERO_ERROR;
    const UnicodeSet* allowed = uspoof_getAllowedUnicodeSet(checker.spoof, &status);
    for (int32_t k = 0; k < allowed->getRangeCount(); ++k) {
      std::printf("%04X %04X\n", allowed->getRangeStart(k), allowed->getRangeEnd(k));
    }
    return 0;
  }
  std::string name;
  while (std::getline(std::cin, name)) {
    std::cout << name << "\t" << checker.line(name) << "\n";
  }
  return 0;
}
