/* A tiny HTTP server for libidn2/tests.sh: listens on 127.0.0.1 (a port
 * the system picks, printed first), and for each request appends its Host
 * header to the file named by argv[1], answering 200 with an empty body. */

#define _GNU_SOURCE
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc != 2)
    return 2;
  int s = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a;
  memset(&a, 0, sizeof a);
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t len = sizeof a;
  if (s < 0 || bind(s, (struct sockaddr *)&a, sizeof a) || listen(s, 16) ||
      getsockname(s, (struct sockaddr *)&a, &len))
    return 1;
  printf("%d\n", ntohs(a.sin_port));
  fflush(stdout);
  for (;;) {
    int c = accept(s, NULL, NULL);
    if (c < 0)
      continue;
    char req[8192];
    size_t n = 0;
    while (n < sizeof req - 1) {
      ssize_t r = read(c, req + n, sizeof req - 1 - n);
      if (r <= 0)
        break;
      n += (size_t)r;
      req[n] = 0;
      if (strstr(req, "\r\n\r\n"))
        break;
    }
    req[n] = 0;
    char *host = strcasestr(req, "\r\nHost:");
    FILE *log = fopen(argv[1], "a");
    if (log) {
      if (host) {
        host += 2;
        char *end = strstr(host, "\r\n");
        fprintf(log, "%.*s\n", end ? (int)(end - host) : (int)strlen(host), host);
      } else {
        fprintf(log, "no Host\n");
      }
      fclose(log);
    }
    const char *ok = "HTTP/1.0 200 OK\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
    if (write(c, ok, strlen(ok)) < 0)
      perror("write");
    close(c);
  }
}
