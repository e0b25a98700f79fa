/* idn2.h: libidn2's API (version 2.3.8), as implemented by punycode-rs's
 * libidn2 package on punycode-core. The constants, flags, return codes and
 * prototypes are libidn2's; the implementation converts by UTS #46 on
 * Unicode 18 (see libidn2/README.md for what differs from libidn2).
 *
 * Every string a function returns through an output pointer is allocated
 * with malloc: release it with free() or idn2_free().
 *
 * SPDX-License-Identifier: MIT OR Apache-2.0
 */

#ifndef IDN2_H
#define IDN2_H

#include <stddef.h> /* size_t */
#include <stdint.h> /* uint8_t, uint32_t */

#ifdef __cplusplus
extern "C" {
#endif

/* The version: libidn2's API version (2.3.8), then this library's. */
#define IDN2_VERSION "2.3.8-punycode-rs-0.1.0"
#define IDN2_VERSION_NUMBER 0x02030008
#define IDN2_VERSION_MAJOR 2
#define IDN2_VERSION_MINOR 3
#define IDN2_VERSION_PATCH 8

/* DNS limits: the longest label, and the longest name with its NUL. */
#define IDN2_LABEL_MAX_LENGTH 63
#define IDN2_DOMAIN_MAX_LENGTH 255

/* Attributes, under libidn2's names (some programs use them). */
#if defined __GNUC__
#define G_GNUC_IDN2_ATTRIBUTE_PURE __attribute__((pure))
#define G_GNUC_IDN2_ATTRIBUTE_CONST __attribute__((const))
#ifndef G_GNUC_UNUSED
#define G_GNUC_UNUSED __attribute__((__unused__))
#endif
#else
#define G_GNUC_IDN2_ATTRIBUTE_PURE
#define G_GNUC_IDN2_ATTRIBUTE_CONST
#ifndef G_GNUC_UNUSED
#define G_GNUC_UNUSED
#endif
#endif

#ifndef _IDN2_API
#define _IDN2_API
#endif

/* Flags, to be combined with |. */
typedef enum {
  IDN2_NFC_INPUT = 1,             /* normalize the input to NFC first */
  IDN2_ALABEL_ROUNDTRIP = 2,      /* check that A-labels round-trip (always done) */
  IDN2_TRANSITIONAL = 4,          /* UTS #46 transitional processing */
  IDN2_NONTRANSITIONAL = 8,       /* UTS #46 nontransitional processing (the default) */
  IDN2_ALLOW_UNASSIGNED = 16,     /* accepted; unassigned code points stay refused */
  IDN2_USE_STD3_ASCII_RULES = 32, /* only letters, digits and '-' in ASCII */
  IDN2_NO_TR46 = 64,              /* IDNA2008 without UTS #46's mapping */
  IDN2_NO_ALABEL_ROUNDTRIP = 128  /* accepted; A-labels are always checked */
} idn2_flags;

/* Return codes: 0 for success, negative for errors. */
typedef enum {
  IDN2_OK = 0,
  IDN2_MALLOC = -100,
  IDN2_NO_CODESET = -101,
  IDN2_ICONV_FAIL = -102,
  IDN2_ENCODING_ERROR = -200,
  IDN2_NFC = -201,
  IDN2_PUNYCODE_BAD_INPUT = -202,
  IDN2_PUNYCODE_BIG_OUTPUT = -203,
  IDN2_PUNYCODE_OVERFLOW = -204,
  IDN2_TOO_BIG_DOMAIN = -205,
  IDN2_TOO_BIG_LABEL = -206,
  IDN2_INVALID_ALABEL = -207,
  IDN2_UALABEL_MISMATCH = -208,
  IDN2_INVALID_FLAGS = -209,
  IDN2_NOT_NFC = -300,
  IDN2_2HYPHEN = -301,
  IDN2_HYPHEN_STARTEND = -302,
  IDN2_LEADING_COMBINING = -303,
  IDN2_DISALLOWED = -304,
  IDN2_CONTEXTJ = -305,
  IDN2_CONTEXTJ_NO_RULE = -306,
  IDN2_CONTEXTO = -307,
  IDN2_CONTEXTO_NO_RULE = -308,
  IDN2_UNASSIGNED = -309,
  IDN2_BIDI = -310,
  IDN2_DOT_IN_LABEL = -311,
  IDN2_INVALID_TRANSITIONAL = -312,
  IDN2_INVALID_NONTRANSITIONAL = -313,
  IDN2_ALABEL_ROUNDTRIP_FAILED = -314
} idn2_rc;

/* A name to look up, from UTF-8 or the locale's character set: its ASCII
 * form in *lookupname. */
extern _IDN2_API int idn2_lookup_u8(const uint8_t *src, uint8_t **lookupname, int flags);
extern _IDN2_API int idn2_lookup_ul(const char *src, char **lookupname, int flags);

/* A label to register, from its U-label, its A-label, or both: its
 * A-label in *insertname. */
extern _IDN2_API int idn2_register_u8(const uint8_t *ulabel, const uint8_t *alabel,
                                      uint8_t **insertname, int flags);
extern _IDN2_API int idn2_register_ul(const char *ulabel, const char *alabel,
                                      char **insertname, int flags);

/* To ASCII, from UCS-4 (counted, or zero-terminated), UTF-8 or the
 * locale's character set. idn2_to_ascii_4i writes into a buffer of at
 * least IDN2_LABEL_MAX_LENGTH + 1 bytes. */
extern _IDN2_API int idn2_to_ascii_4i(const uint32_t *input, size_t inlen, char *output, int flags);
extern _IDN2_API int idn2_to_ascii_4i2(const uint32_t *input, size_t inlen, char **output, int flags);
extern _IDN2_API int idn2_to_ascii_4z(const uint32_t *input, char **output, int flags);
extern _IDN2_API int idn2_to_ascii_8z(const char *input, char **output, int flags);
extern _IDN2_API int idn2_to_ascii_lz(const char *input, char **output, int flags);

/* To Unicode: 8 UTF-8, 4 UCS-4, l the locale's character set; z
 * zero-terminated, i counted. */
extern _IDN2_API int idn2_to_unicode_8z4z(const char *input, uint32_t **output, int flags);
extern _IDN2_API int idn2_to_unicode_4z4z(const uint32_t *input, uint32_t **output, int flags);
extern _IDN2_API int idn2_to_unicode_44i(const uint32_t *in, size_t inlen, uint32_t *out,
                                         size_t *outlen, int flags);
extern _IDN2_API int idn2_to_unicode_8z8z(const char *input, char **output, int flags);
extern _IDN2_API int idn2_to_unicode_8zlz(const char *input, char **output, int flags);
extern _IDN2_API int idn2_to_unicode_lzlz(const char *input, char **output, int flags);

/* Punycode (RFC 3492) of code points, and back. *output_length gives the
 * room in the output and returns the length written. */
extern _IDN2_API int idn2_punycode_encode(const uint32_t *input, size_t input_length,
                                          char *output, size_t *output_length);
extern _IDN2_API int idn2_punycode_decode(const char *input, size_t input_length,
                                          uint32_t *output, size_t *output_length);

/* A return code's message and name. */
extern _IDN2_API const char *idn2_strerror(int rc) G_GNUC_IDN2_ATTRIBUTE_CONST;
extern _IDN2_API const char *idn2_strerror_name(int rc) G_GNUC_IDN2_ATTRIBUTE_CONST;

/* This library's version if it is at least req_version (or req_version
 * is NULL), else NULL. */
extern _IDN2_API const char *idn2_check_version(const char *req_version) G_GNUC_IDN2_ATTRIBUTE_PURE;

/* Releases what the functions above returned. */
extern _IDN2_API void idn2_free(void *ptr);

/* libidn's names, for programs moving from it (define IDN2_SKIP_LIBIDN_COMPAT
 * to leave them out). */
#if !defined IDNA_H && !defined IDN2_SKIP_LIBIDN_COMPAT
typedef enum {
  IDNA_SUCCESS = IDN2_OK,
  IDNA_STRINGPREP_ERROR = IDN2_ENCODING_ERROR,
  IDNA_PUNYCODE_ERROR = IDN2_PUNYCODE_BAD_INPUT,
  IDNA_CONTAINS_NON_LDH = IDN2_ENCODING_ERROR,
  IDNA_CONTAINS_LDH = IDNA_CONTAINS_NON_LDH,
  IDNA_CONTAINS_MINUS = IDN2_ENCODING_ERROR,
  IDNA_INVALID_LENGTH = IDN2_DISALLOWED,
  IDNA_NO_ACE_PREFIX = IDN2_ENCODING_ERROR,
  IDNA_ROUNDTRIP_VERIFY_ERROR = IDN2_ENCODING_ERROR,
  IDNA_CONTAINS_ACE_PREFIX = IDN2_ENCODING_ERROR,
  IDNA_ICONV_ERROR = IDN2_ENCODING_ERROR,
  IDNA_MALLOC_ERROR = IDN2_MALLOC,
  IDNA_DLOPEN_ERROR = IDN2_MALLOC
} Idna_rc;

typedef enum {
  IDNA_ALLOW_UNASSIGNED = IDN2_ALLOW_UNASSIGNED,
  IDNA_USE_STD3_ASCII_RULES = IDN2_USE_STD3_ASCII_RULES
} Idna_flags;

#define idna_to_ascii_4i(i, l, o, f) idn2_to_ascii_4i(i, l, o, (f) | IDN2_NFC_INPUT | IDN2_NONTRANSITIONAL)
#define idna_to_ascii_4z(i, o, f) idn2_to_ascii_4z(i, o, (f) | IDN2_NFC_INPUT | IDN2_NONTRANSITIONAL)
#define idna_to_ascii_8z(i, o, f) idn2_to_ascii_8z(i, o, (f) | IDN2_NFC_INPUT | IDN2_NONTRANSITIONAL)
#define idna_to_ascii_lz(i, o, f) idn2_to_ascii_lz(i, o, (f) | IDN2_NFC_INPUT | IDN2_NONTRANSITIONAL)
#define idna_to_unicode_8z4z idn2_to_unicode_8z4z
#define idna_to_unicode_4z4z idn2_to_unicode_4z4z
#define idna_to_unicode_44i idn2_to_unicode_44i
#define idna_to_unicode_8z8z idn2_to_unicode_8z8z
#define idna_to_unicode_8zlz idn2_to_unicode_8zlz
#define idna_to_unicode_lzlz idn2_to_unicode_lzlz
#define idna_strerror idn2_strerror
#define idn_free idn2_free
#endif

#ifdef __cplusplus
}
#endif

#endif /* IDN2_H */
