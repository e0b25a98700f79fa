/* Every entry point of libidn2's API, through our idn2.h and library, as a
 * C program calls it: results, return codes, NULL arguments, bad input,
 * and the memory contract (each result is released with free() or
 * idn2_free(); run under valgrind by libidn2/tests.sh, no leak and no
 * invalid access). Expected values come from UTS #46 and RFC 3492, not
 * from the library.
 *
 *   cc -I target/libidn2/include libidn2/tests/api.c -L target/libidn2/lib -lidn2
 */

#include <idn2.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;

#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #cond);       \
      failures++;                                                              \
    }                                                                          \
  } while (0)

/* idn2_lookup_u8 of `in` with `flags` gives `rc`, and `out` on success. */
static void lookup(const char *in, int flags, int rc, const char *out) {
  uint8_t *result = (uint8_t *)"untouched";
  int got = idn2_lookup_u8((const uint8_t *)in, &result, flags);
  if (got != rc) {
    fprintf(stderr, "lookup(%s, %d): %s (%d), not %s\n", in, flags,
            idn2_strerror_name(got), got, idn2_strerror_name(rc));
    failures++;
  } else if (rc == IDN2_OK && strcmp((char *)result, out) != 0) {
    fprintf(stderr, "lookup(%s, %d): %s, not %s\n", in, flags, result, out);
    failures++;
  }
  if (got == IDN2_OK)
    free(result);
}

static void to_unicode(const char *in, int rc, const char *out) {
  char *result = NULL;
  int got = idn2_to_unicode_8z8z(in, &result, 0);
  if (got != rc) {
    fprintf(stderr, "to_unicode(%s): %s, not %s\n", in, idn2_strerror_name(got),
            idn2_strerror_name(rc));
    failures++;
  } else if (rc == IDN2_OK && strcmp(result, out) != 0) {
    fprintf(stderr, "to_unicode(%s): %s, not %s\n", in, result, out);
    failures++;
  }
  if (got == IDN2_OK)
    idn2_free(result);
}

int main(void) {
  setlocale(LC_ALL, "C.UTF-8");

  /* Lookup: UTS #46 ToASCII, nontransitional by default. */
  lookup("B\xc3\xbc" "cher.example", 0, IDN2_OK, "xn--bcher-kva.example");
  lookup("fa\xc3\x9f.de", 0, IDN2_OK, "xn--fa-hia.de");
  lookup("fa\xc3\x9f.de", IDN2_NONTRANSITIONAL, IDN2_OK, "xn--fa-hia.de");
  lookup("fa\xc3\x9f.de", IDN2_TRANSITIONAL, IDN2_INVALID_TRANSITIONAL, NULL);
  lookup("B\xc3\xbc" "cher.example", IDN2_TRANSITIONAL, IDN2_OK, "xn--bcher-kva.example");
  /* Fullwidth letters and an ideographic full stop. */
  lookup("\xef\xbc\xad\xc3\x9c\xef\xbc\xae\xef\xbc\xa3\xef\xbc\xa8\xef\xbc\xa5\xef\xbc\xae\xe3\x80\x82" "de",
         0, IDN2_OK, "xn--mnchen-3ya.de");
  lookup("EXAMPLE.com", 0, IDN2_OK, "example.com");
  lookup("xn--bcher-kva.example", 0, IDN2_OK, "xn--bcher-kva.example");
  lookup("a_b.example", 0, IDN2_OK, "a_b.example");
  lookup("a_b.example", IDN2_USE_STD3_ASCII_RULES, IDN2_DISALLOWED, NULL);
  lookup("", 0, IDN2_OK, "");
  lookup("example.com.", 0, IDN2_OK, "example.com.");
  /* What UTS #46 refuses. */
  lookup("-a.example", 0, IDN2_HYPHEN_STARTEND, NULL);
  lookup("ab--c.example", 0, IDN2_2HYPHEN, NULL);
  lookup("a\xe2\x80\x8d" "b.example", 0, IDN2_CONTEXTJ, NULL); /* ZWJ */
  lookup("\xcc\x81" "a.example", 0, IDN2_LEADING_COMBINING, NULL);
  lookup("a\xef\xbf\xbd" "b", 0, IDN2_DISALLOWED, NULL); /* U+FFFD */
  lookup("xn--abc-", 0, IDN2_INVALID_ALABEL, NULL);      /* decodes to ASCII */
  lookup("xn--a-ecp.ru", 0, IDN2_DISALLOWED, NULL); /* a U+2488, which maps */
  lookup("xn--ls8h", 0, IDN2_OK, "xn--ls8h");
  lookup("xn--zz", 0, IDN2_PUNYCODE_BAD_INPUT, NULL);
  /* Bidi: an Arabic label with a Latin one. */
  lookup("\xd8\xa7" "1", 0, IDN2_OK, "xn--1-ymc");
  /* Not UTF-8. */
  lookup("\xff\xfe", 0, IDN2_ENCODING_ERROR, NULL);
  lookup("a\xc3", 0, IDN2_ENCODING_ERROR, NULL);
  /* Lengths: a label of 63 and 64 bytes, a name of 253 and 254. */
  {
    char name[300];
    memset(name, 'a', 63);
    name[63] = 0;
    lookup(name, 0, IDN2_OK, name);
    memset(name, 'a', 64);
    name[64] = 0;
    lookup(name, 0, IDN2_TOO_BIG_LABEL, NULL);
    for (int i = 0; i < 253; i++)
      name[i] = (i % 64 == 63) ? '.' : 'a';
    name[253] = 0;
    lookup(name, 0, IDN2_OK, name);
    name[253] = 'a';
    name[254] = 0;
    lookup(name, 0, IDN2_TOO_BIG_DOMAIN, NULL);
  }
  /* Flags that contradict each other. */
  lookup("a", IDN2_TRANSITIONAL | IDN2_NONTRANSITIONAL, IDN2_INVALID_FLAGS, NULL);
  lookup("a", IDN2_TRANSITIONAL | IDN2_NO_TR46, IDN2_INVALID_FLAGS, NULL);
  lookup("a", IDN2_ALABEL_ROUNDTRIP | IDN2_NO_ALABEL_ROUNDTRIP, IDN2_INVALID_FLAGS, NULL);
  /* IDNA2008 without mapping: uppercase is not a U-label's. */
  lookup("b\xc3\xbc" "cher.example", IDN2_NO_TR46, IDN2_OK, "xn--bcher-kva.example");
  lookup("B\xc3\xbc" "cher.example", IDN2_NO_TR46, IDN2_DISALLOWED, NULL);

  /* NULL: no name, no output. */
  {
    uint8_t *out = (uint8_t *)"untouched";
    CHECK(idn2_lookup_u8(NULL, &out, 0) == IDN2_OK && out == NULL);
    CHECK(idn2_lookup_u8((const uint8_t *)"b\xc3\xbc" "cher", NULL, 0) == IDN2_OK);
    char *lout = (char *)"untouched";
    CHECK(idn2_lookup_ul(NULL, &lout, 0) == IDN2_OK && lout == NULL);
  }

  /* The locale form, in UTF-8 here. */
  {
    char *out = NULL;
    CHECK(idn2_lookup_ul("B\xc3\xbc" "cher.example", &out, 0) == IDN2_OK);
    CHECK(out && strcmp(out, "xn--bcher-kva.example") == 0);
    free(out);
    out = NULL;
    CHECK(idn2_to_ascii_lz("m\xc3\xbcnchen.de", &out, 0) == IDN2_OK);
    CHECK(out && strcmp(out, "xn--mnchen-3ya.de") == 0);
    free(out);
  }

  /* UCS-4 forms. */
  {
    const uint32_t muenchen[] = {'m', 0xFC, 'n', 'c', 'h', 'e', 'n', 0};
    char *out = NULL;
    CHECK(idn2_to_ascii_4z(muenchen, &out, 0) == IDN2_OK);
    CHECK(out && strcmp(out, "xn--mnchen-3ya") == 0);
    free(out);
    out = NULL;
    CHECK(idn2_to_ascii_4i2(muenchen, 7, &out, 0) == IDN2_OK);
    CHECK(out && strcmp(out, "xn--mnchen-3ya") == 0);
    free(out);
    char buf[IDN2_LABEL_MAX_LENGTH + 1];
    CHECK(idn2_to_ascii_4i(muenchen, 7, buf, 0) == IDN2_OK);
    CHECK(strcmp(buf, "xn--mnchen-3ya") == 0);
    /* Not scalar values: above U+10FFFF, and surrogates. */
    const uint32_t big[] = {'a', 0x110000, 0};
    const uint32_t high[] = {'a', 0xD800, 0};
    const uint32_t low[] = {'a', 0xDC00, 0};
    out = NULL;
    CHECK(idn2_to_ascii_4z(big, &out, 0) == IDN2_ENCODING_ERROR && out == NULL);
    CHECK(idn2_to_ascii_4z(high, &out, 0) == IDN2_ENCODING_ERROR && out == NULL);
    CHECK(idn2_to_ascii_4z(low, &out, 0) == IDN2_ENCODING_ERROR && out == NULL);
    CHECK(idn2_to_ascii_4i(big, 2, buf, 0) == IDN2_ENCODING_ERROR);
    CHECK(idn2_to_ascii_4z(NULL, &out, 0) == IDN2_OK && out == NULL);
    /* A name longer than a label does not fit 4i's buffer. */
    uint32_t long_name[80];
    for (int i = 0; i < 79; i++)
      long_name[i] = (i == 40) ? '.' : 'a';
    long_name[79] = 0;
    CHECK(idn2_to_ascii_4i(long_name, 79, buf, 0) == IDN2_TOO_BIG_LABEL);
  }

  /* To Unicode. */
  to_unicode("xn--bcher-kva.example", IDN2_OK, "b\xc3\xbc" "cher.example");
  to_unicode("example.com", IDN2_OK, "example.com");
  to_unicode("XN--BCHER-KVA.example", IDN2_OK, "b\xc3\xbc" "cher.example");
  to_unicode("xn--zz", IDN2_PUNYCODE_BAD_INPUT, NULL);
  to_unicode("\xff", IDN2_ENCODING_ERROR, NULL);
  {
    char *out = (char *)"untouched";
    CHECK(idn2_to_unicode_8z8z(NULL, &out, 0) == IDN2_OK && out == NULL);
    uint32_t *u = NULL;
    CHECK(idn2_to_unicode_8z4z("xn--mnchen-3ya", &u, 0) == IDN2_OK);
    CHECK(u && u[0] == 'm' && u[1] == 0xFC && u[7] == 0);
    uint32_t *v = NULL;
    CHECK(idn2_to_unicode_4z4z(u, &v, 0) == IDN2_OK);
    CHECK(v && v[1] == 0xFC && v[7] == 0);
    free(u);
    idn2_free(v);
    const uint32_t ace[] = {'x', 'n', '-', '-', 'm', 'n', 'c', 'h', 'e', 'n', '-', '3', 'y', 'a'};
    uint32_t out4[4];
    size_t outlen = 4;
    CHECK(idn2_to_unicode_44i(ace, 14, out4, &outlen, 0) == IDN2_OK);
    CHECK(outlen == 7 && out4[0] == 'm' && out4[1] == 0xFC && out4[3] == 'c');
    char *l = NULL;
    CHECK(idn2_to_unicode_8zlz("xn--mnchen-3ya", &l, 0) == IDN2_OK);
    CHECK(l && strcmp(l, "m\xc3\xbcnchen") == 0);
    free(l);
    l = NULL;
    CHECK(idn2_to_unicode_lzlz("xn--mnchen-3ya", &l, 0) == IDN2_OK);
    CHECK(l && strcmp(l, "m\xc3\xbcnchen") == 0);
    free(l);
  }

  /* Registration of one label. */
  {
    uint8_t *out = NULL;
    CHECK(idn2_register_u8((const uint8_t *)"b\xc3\xbc" "cher", NULL, &out, 0) == IDN2_OK);
    CHECK(out && strcmp((char *)out, "xn--bcher-kva") == 0);
    free(out);
    out = NULL;
    CHECK(idn2_register_u8(NULL, (const uint8_t *)"xn--bcher-kva", &out, 0) == IDN2_OK);
    CHECK(out && strcmp((char *)out, "xn--bcher-kva") == 0);
    free(out);
    CHECK(idn2_register_u8((const uint8_t *)"bucher", (const uint8_t *)"xn--bcher-kva", &out, 0) ==
          IDN2_UALABEL_MISMATCH);
    CHECK(idn2_register_u8(NULL, (const uint8_t *)"xn--", &out, 0) == IDN2_INVALID_ALABEL);
    out = (uint8_t *)"untouched";
    CHECK(idn2_register_u8(NULL, NULL, &out, 0) == IDN2_OK && out == NULL);
    char *l = NULL;
    CHECK(idn2_register_ul("m\xc3\xbcnchen", NULL, &l, 0) == IDN2_OK);
    CHECK(l && strcmp(l, "xn--mnchen-3ya") == 0);
    free(l);
  }

  /* Punycode, RFC 3492. */
  {
    const uint32_t in[] = {'b', 0xFC, 'c', 'h', 'e', 'r'};
    char out[64];
    size_t outlen = sizeof out;
    CHECK(idn2_punycode_encode(in, 6, out, &outlen) == IDN2_OK);
    CHECK(outlen == 9 && memcmp(out, "bcher-kva", 9) == 0);
    outlen = 4;
    CHECK(idn2_punycode_encode(in, 6, out, &outlen) == IDN2_PUNYCODE_BIG_OUTPUT);
    const uint32_t bad[] = {0xDFFF};
    outlen = sizeof out;
    CHECK(idn2_punycode_encode(bad, 1, out, &outlen) == IDN2_PUNYCODE_BAD_INPUT);
    uint32_t cps[16];
    size_t n = 16;
    CHECK(idn2_punycode_decode("bcher-kva", 9, cps, &n) == IDN2_OK);
    CHECK(n == 6 && cps[1] == 0xFC);
    n = 3;
    CHECK(idn2_punycode_decode("bcher-kva", 9, cps, &n) == IDN2_PUNYCODE_BIG_OUTPUT);
    n = 16;
    CHECK(idn2_punycode_decode("b!", 2, cps, &n) == IDN2_PUNYCODE_BAD_INPUT);
    n = 16;
    CHECK(idn2_punycode_decode("99999999999", 11, cps, &n) == IDN2_PUNYCODE_OVERFLOW);
  }

  /* Messages, names, the version. */
  CHECK(strcmp(idn2_strerror_name(IDN2_OK), "IDN2_OK") == 0);
  CHECK(strcmp(idn2_strerror_name(IDN2_2HYPHEN), "IDN2_2HYPHEN") == 0);
  CHECK(strcmp(idn2_strerror_name(12345), "IDN2_UNKNOWN") == 0);
  CHECK(strlen(idn2_strerror(IDN2_DISALLOWED)) > 5);
  CHECK(idn2_strerror(12345) != NULL);
  CHECK(idn2_check_version(NULL) != NULL);
  CHECK(idn2_check_version(IDN2_VERSION) != NULL);
  CHECK(idn2_check_version("2.3.3") != NULL);
  CHECK(idn2_check_version("99.0.0") == NULL);
  CHECK(strncmp(idn2_check_version(NULL), IDN2_VERSION, strlen(IDN2_VERSION)) == 0);
  idn2_free(NULL);

  if (failures) {
    fprintf(stderr, "%d failures\n", failures);
    return 1;
  }
  puts("api: all passed");
  return 0;
}
