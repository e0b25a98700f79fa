/* idn2_lookup_u8 on one class of the corpus, for counting instructions
 * (libidn2/bench.sh instructions runs it under callgrind): loads the library
 * given by path (dlopen), reads the class's names (standard input: class
 * <TAB> name, a line each) and converts each of them PASSES times,
 * freeing each result as a caller does. With a fourth argument `ul`, by
 * idn2_lookup_ul in a UTF-8 locale (what curl and glibc call) instead of
 * idn2_lookup_u8.
 *
 *   count LIBIDN2_SO CLASS PASSES [ul] < classes */

#include <dlfcn.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*lookup_fn)(const unsigned char *, unsigned char **, int);

int main(int argc, char **argv) {
  if (argc != 4 && !(argc == 5 && strcmp(argv[4], "ul") == 0)) {
    fprintf(stderr, "usage: count LIBIDN2_SO CLASS PASSES [ul] < classes\n");
    return 2;
  }
  const char *entry = "idn2_lookup_u8";
  if (argc == 5) {
    if (!setlocale(LC_ALL, "C.UTF-8")) {
      fprintf(stderr, "no C.UTF-8 locale\n");
      return 2;
    }
    entry = "idn2_lookup_ul";
  }
  void *h = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  lookup_fn f = h ? (lookup_fn)dlsym(h, entry) : NULL;
  if (!f) {
    fprintf(stderr, "cannot load %s\n", argv[1]);
    return 2;
  }
  int passes = atoi(argv[3]);
  size_t n = 0, room = 0;
  char **names = NULL;
  char *line = NULL;
  size_t cap = 0;
  while (getline(&line, &cap, stdin) > 0) {
    char *tab = strchr(line, '\t');
    if (!tab) continue;
    *tab = 0;
    if (strcmp(line, argv[2]) != 0) continue;
    char *name = tab + 1;
    name[strcspn(name, "\n")] = 0;
    if (n == room) {
      room = room ? 2 * room : 1024;
      names = realloc(names, room * sizeof *names);
      if (!names) return 2;
    }
    names[n++] = strdup(name);
  }
  free(line);
  long sink = 0;
  for (int k = 0; k < passes; k++)
    for (size_t i = 0; i < n; i++) {
      unsigned char *out = NULL;
      sink += f((const unsigned char *)names[i], &out, 0);
      free(out);
    }
  printf("%zu %ld\n", n, sink);
  return 0;
}
