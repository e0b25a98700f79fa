/* Two libidn2s side by side: Debian's and ours, each loaded with dlopen by
 * its path, over the names on standard input (one a line), in both
 * processing modes (nontransitional, transitional) and back to Unicode.
 * Prints each name whose results differ:
 *
 *   mode <TAB> name <TAB> their code <TAB> their output <TAB> our code <TAB> our output
 *
 * (mode: N nontransitional, T transitional, U to Unicode). The last line
 * counts names and differences.
 *
 *   differential THEIR_LIBIDN2_SO OUR_LIBIDN2_SO < names
 */

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*lookup_fn)(const unsigned char *, unsigned char **, int);
typedef int (*unicode_fn)(const char *, char **, int);

struct lib {
  lookup_fn lookup;
  unicode_fn to_unicode;
};

static struct lib load(const char *path) {
  void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    fprintf(stderr, "dlopen %s: %s\n", path, dlerror());
    exit(2);
  }
  struct lib l;
  *(void **)&l.lookup = dlsym(h, "idn2_lookup_u8");
  *(void **)&l.to_unicode = dlsym(h, "idn2_to_unicode_8z8z");
  if (!l.lookup || !l.to_unicode) {
    fprintf(stderr, "dlsym %s\n", path);
    exit(2);
  }
  return l;
}

int main(int argc, char **argv) {
  if (argc != 3)
    return 2;
  struct lib theirs = load(argv[1]), ours = load(argv[2]);
  if (theirs.lookup == ours.lookup) {
    fprintf(stderr, "the same library twice\n");
    return 2;
  }
  char line[4096];
  long names = 0, differences = 0;
  while (fgets(line, sizeof line, stdin)) {
    line[strcspn(line, "\n")] = 0;
    names++;
    for (int m = 0; m < 3; m++) {
      char *a = NULL, *b = NULL;
      int ra, rb;
      if (m < 2) {
        int flags = m == 0 ? 8 /* NONTRANSITIONAL */ : 4 /* TRANSITIONAL */;
        ra = theirs.lookup((unsigned char *)line, (unsigned char **)&a, flags);
        rb = ours.lookup((unsigned char *)line, (unsigned char **)&b, flags);
      } else {
        ra = theirs.to_unicode(line, &a, 0);
        rb = ours.to_unicode(line, &b, 0);
      }
      const char *sa = ra == 0 && a ? a : "";
      const char *sb = rb == 0 && b ? b : "";
      if (ra != rb || strcmp(sa, sb) != 0) {
        differences++;
        printf("%c\t%s\t%d\t%s\t%d\t%s\n", "NTU"[m], line, ra, sa, rb, sb);
      }
      if (ra == 0)
        free(a);
      if (rb == 0)
        free(b);
    }
  }
  printf("# %ld names, %ld differences\n", names, differences);
  return 0;
}
