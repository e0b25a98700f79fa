/* idn2_lookup_u8 per name, Debian's libidn2 against ours, loaded side by
 * side by path (dlopen), on the same names in the same run: for each class
 * of the corpus (standard input: class <TAB> name, a line each, in random
 * order), the two take turns, round after round, each timing a pass over
 * the class's names, and the best pass of each counts. Prints ns a name
 * and the ratio (theirs / ours).
 *
 *   bench THEIR_LIBIDN2_SO OUR_LIBIDN2_SO ROUNDS < classes */

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef int (*lookup_fn)(const unsigned char *, unsigned char **, int);

static lookup_fn load(const char *path) {
  void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  lookup_fn f = h ? (lookup_fn)dlsym(h, "idn2_lookup_u8") : NULL;
  if (!f) {
    fprintf(stderr, "cannot load %s\n", path);
    exit(2);
  }
  return f;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e9 + t.tv_nsec;
}

/* One pass over n names; ns a name. The results are freed; a checksum
 * keeps the calls from being dropped. */
static long sink;
static double pass(lookup_fn f, char **names, int n) {
  double t0 = now();
  for (int i = 0; i < n; i++) {
    unsigned char *out = NULL;
    int rc = f((unsigned char *)names[i], &out, 0);
    sink += rc;
    if (rc == 0) {
      sink += out[0];
      free(out);
    }
  }
  return (now() - t0) / n;
}

int main(int argc, char **argv) {
  if (argc != 4)
    return 2;
  lookup_fn theirs = load(argv[1]), ours = load(argv[2]);
  int rounds = atoi(argv[3]);
  enum { MAXC = 16 };
  char *classes[MAXC];
  char **names[MAXC];
  int count[MAXC], ncls = 0;
  char line[4096];
  while (fgets(line, sizeof line, stdin)) {
    line[strcspn(line, "\n")] = 0;
    char *tab = strchr(line, '\t');
    if (!tab)
      continue;
    *tab = 0;
    int c = 0;
    while (c < ncls && strcmp(classes[c], line) != 0)
      c++;
    if (c == ncls) {
      if (ncls == MAXC)
        return 2;
      classes[c] = strdup(line);
      names[c] = NULL;
      count[c] = 0;
      ncls++;
    }
    names[c] = realloc(names[c], sizeof(char *) * (count[c] + 1));
    names[c][count[c]++] = strdup(tab + 1);
  }
  printf("%-10s %8s %12s %12s %8s\n", "class", "names", "libidn2 ns", "ours ns", "ratio");
  for (int c = 0; c < ncls; c++) {
    double best_t = 1e18, best_o = 1e18;
    for (int r = 0; r < rounds; r++) {
      double t = pass(theirs, names[c], count[c]);
      double o = pass(ours, names[c], count[c]);
      if (t < best_t)
        best_t = t;
      if (o < best_o)
        best_o = o;
    }
    printf("%-10s %8d %12.1f %12.1f %7.1fx\n", classes[c], count[c], best_t, best_o, best_t / best_o);
  }
  return sink == 42 ? 1 : 0;
}
