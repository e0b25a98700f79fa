/* glibc's getaddrinfo with AI_IDN and AI_CANONIDN: glibc loads
 * libidn2.so.0 itself (dlopen), converts the name to ASCII to resolve it
 * and the canonical name back to Unicode. Prints the canonical name.
 *
 *   gai NAME  */

#define _GNU_SOURCE
#include <locale.h>
#include <netdb.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc != 2)
    return 2;
  setlocale(LC_ALL, "C.UTF-8");
  struct addrinfo hints, *res = NULL;
  memset(&hints, 0, sizeof hints);
  hints.ai_family = AF_INET;
  hints.ai_flags = AI_IDN | AI_CANONNAME | AI_CANONIDN;
  int rc = getaddrinfo(argv[1], NULL, &hints, &res);
  if (rc != 0) {
    printf("error: %s\n", gai_strerror(rc));
    return 1;
  }
  printf("%s\n", res->ai_canonname ? res->ai_canonname : "(none)");
  freeaddrinfo(res);
  return 0;
}
