#!/usr/bin/env bash
# The C tests of libidn2/ on the built library (.ci/run runs them): our API
# test under valgrind; Debian's curl, wget and idn2 and glibc's getaddrinfo
# (AI_IDN) on our libidn2.so.0, each with a name only our Unicode 18 data
# takes, so that an answer cannot come from the system's libidn2; then
# libidn2's and curl's own tests, and the differential test.
#
#   bash libidn2/tests.sh
#
# Needs: cc, valgrind, curl, wget, idn2 (the packages of those names),
# libidn2-dev and libunistring-dev (libidn2's tests include its headers),
# perl; util-linux's unshare with root, for a mount namespace in which
# /etc/hosts is a file of ours (no file of the machine changes); apt-get
# source, for libidn2's and curl's tests; make and locales (localedef and
# en_US's source), for curl's.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source tests/target-dir.sh
target=$(target_dir)
lib="$(bash libidn2/build.sh)/lib"
inc="$lib/../include"
work=$(mktemp -d)
server=""
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
fail() {
  echo "FAIL: $*" >&2
  exit 1
}
ours() { LD_LIBRARY_PATH="$lib" "$@"; }

# A name in Kawi (Unicode 15): UTS #46 on Unicode 18 takes it, Debian's
# libidn2 (IDNA2008 tables of Unicode 12) refuses it.
kawi=$'\xf0\x91\xbc\x84\xf0\x91\xbc\x85.example'
kawi_ace="xn--x43dc.example"

echo "== the API, every entry point, under valgrind"
cc -Wall -Wextra -Werror -I"$inc" libidn2/tests/api.c -L"$lib" -lidn2 -o "$work/api"
ours "$work/api"
ours valgrind -q --error-exitcode=9 --leak-check=full \
  --errors-for-leak-kinds=definite,indirect "$work/api" >/dev/null

echo "== curl"
cc -Wall -Werror -O2 libidn2/tests/http-host.c -o "$work/http-host"
"$work/http-host" "$work/hosts.log" >"$work/port" &
server=$!
for _ in $(seq 50); do [ -s "$work/port" ] && break; sleep 0.1; done
port=$(head -1 "$work/port")
ours curl -V | head -1 | grep -q "libidn2/2.3.8-punycode-rs" || fail "curl -V does not name our library"
# Name, its A-label form (what must arrive in Host:).
while read -r name ace; do
  : >"$work/hosts.log"
  ours curl -s -o /dev/null --resolve "$ace:$port:127.0.0.1" "http://$name:$port/" ||
    fail "curl $name"
  grep -qx "Host: $ace:$port" "$work/hosts.log" || fail "curl $name: $(cat "$work/hosts.log")"
done <<EOF
Bücher.example xn--bcher-kva.example
faß.de xn--fa-hia.de
ＭÜＮＣＨＥＮ。de xn--mnchen-3ya.de
$kawi $kawi_ace
EOF
# A name UTS #46 refuses (a leading hyphen): curl refuses it, as on libidn2.
if ours curl -s -o /dev/null "http://-bücher.example:$port/"; then fail "curl took -bücher.example"; fi
if curl -s -o /dev/null "http://-bücher.example:$port/"; then fail "curl on libidn2 took -bücher.example"; fi

echo "== wget (through a proxy: the request names the host)"
while read -r name ace; do
  : >"$work/hosts.log"
  ours wget -q -O /dev/null -e use_proxy=yes -e "http_proxy=127.0.0.1:$port" "http://$name/" ||
    fail "wget $name"
  grep -qx "Host: $ace" "$work/hosts.log" || fail "wget $name: $(cat "$work/hosts.log")"
done <<EOF
Bücher.example xn--bcher-kva.example
ＭÜＮＣＨＥＮ。de xn--mnchen-3ya.de
$kawi $kawi_ace
EOF
# A name UTS #46 refuses: wget converts nothing and sends it as it came,
# on libidn2 and on ours alike.
: >"$work/hosts.log"
ours wget -q -O /dev/null -e use_proxy=yes -e "http_proxy=127.0.0.1:$port" "http://-bücher.example/" || true
wget -q -O /dev/null -e use_proxy=yes -e "http_proxy=127.0.0.1:$port" "http://-bücher.example/" || true
[ "$(sort -u "$work/hosts.log")" = "Host: -bücher.example" ] || fail "wget -bücher.example: $(cat "$work/hosts.log")"

echo "== the idn2 command"
[ "$(ours idn2 Bücher.example)" = "xn--bcher-kva.example" ] || fail "idn2 Bücher.example"
[ "$(ours idn2 "$kawi")" = "$kawi_ace" ] || fail "idn2 kawi"
[ "$(ours idn2 --decode xn--bcher-kva.example)" = "bücher.example" ] || fail "idn2 --decode"
if idn2 "$kawi" >/dev/null 2>&1; then fail "Debian's libidn2 took the Kawi name: the test cannot tell"; fi

echo "== glibc's getaddrinfo (AI_IDN, AI_CANONIDN), in a mount namespace"
cc -Wall -Werror -O2 libidn2/tests/gai.c -o "$work/gai"
printf '127.0.0.1 localhost\n127.0.0.1 xn--bcher-kva.example\n127.0.0.1 %s\n' "$kawi_ace" >"$work/hosts"
if unshare -m true 2>/dev/null; then
  # shellcheck disable=SC2016
  got=$(unshare -m sh -c 'mount --bind "$1" /etc/hosts && LD_LIBRARY_PATH="$2" "$3" "$4" && LD_LIBRARY_PATH="$2" "$3" "$5"' \
    sh "$work/hosts" "$lib" "$work/gai" "Bücher.example" "$kawi")
  [ "$got" = "$(printf 'bücher.example\n%s' "$kawi")" ] || fail "getaddrinfo: $got"
else
  # No mount namespace here (not root): a name the machine resolves, and
  # the loader's log that it is our libidn2.so.0 that glibc opens.
  echo "(no mount namespace: localhost, with the loader's log)"
  LD_DEBUG=libs LD_LIBRARY_PATH="$lib" "$work/gai" localhost >"$work/gai.out" 2>"$work/gai.log" ||
    fail "getaddrinfo localhost: $(cat "$work/gai.out")"
  grep -q "$lib/libidn2.so.0" "$work/gai.log" || fail "glibc did not open our libidn2.so.0"
fi

echo "== libidn2's own tests (Debian's source of libidn2 2.3.8), on our library"
suite="$target/libidn2-suite"
src="$suite/libidn2-v2.3.8"
if [ ! -d "$src/tests" ]; then
  # Debian's source package, with apt lists of our own (the machine's stay
  # as they are). The orig tarball has the tests.
  mkdir -p "$suite/lists/partial"
  echo "deb-src http://deb.debian.org/debian trixie main" >"$suite/sources.list"
  apt=(-o Dir::Etc::SourceList="$suite/sources.list" -o Dir::Etc::SourceParts=/dev/null
       -o Dir::State::Lists="$suite/lists" -o Dir::Cache::pkgcache= -o Dir::Cache::srcpkgcache=)
  apt-get "${apt[@]}" update >/dev/null
  (cd "$suite" && apt-get "${apt[@]}" source --download-only libidn2=2.3.8-2 >/dev/null 2>&1) || true
  [ -f "$suite/libidn2_2.3.8.orig.tar.gz" ] || fail "could not fetch Debian's libidn2 source"
  tar -xzf "$suite/libidn2_2.3.8.orig.tar.gz" -C "$suite"
fi
(cd "$src/tests" && perl -x gen-utc-test.pl <IdnaTest.txt >IdnaTest.inc)
: >"$work/suite-differs"
for t in "$src"/tests/test-*.c; do
  name=$(basename "$t" .c)
  cc -w "-D_GL_ATTRIBUTE_FORMAT_PRINTF_STANDARD(a,b)=" -DIDNATEST_TXT="\"$src/tests/IdnaTest.txt\"" \
    -I"$inc" -I"$src/tests" "$t" -o "$work/$name" -L"$lib" -lidn2 -lunistring
  if (cd "$src/tests" && ours "$work/$name" >"$work/$name.out" 2>&1); then continue; fi
  case $name in
    test-lookup)
      awk '/^ *[0-9]+  IDN2_/ {last = $1} /^expected/ {print "test-lookup\t" last}' "$work/$name.out" ;;
    test-tounicode)
      grep -o 'Test\[[0-9]*\]\|entry [0-9]* mismatch' "$work/$name.out" |
        sed 's/Test\[\([0-9]*\)\]/\1/; s/entry \([0-9]*\) mismatch/\1/; s/^/test-tounicode\t/' ;;
    *) tail -20 "$work/$name.out"; fail "libidn2's $name" ;;
  esac >>"$work/suite-differs"
done
grep -v '^#' libidn2/tests/libidn2-suite.txt | cut -f1,2 | sort -u >"$work/suite-listed"
sort -u "$work/suite-differs" >"$work/suite-found"
diff "$work/suite-listed" "$work/suite-found" ||
  fail "the vectors of libidn2's tests that differ are not those of libidn2/tests/libidn2-suite.txt"
echo "every test passes but the $(wc -l <"$work/suite-found") vectors listed, each with its reason"

echo "== curl's own IDN tests (Debian's source of curl 7.88.1), on our library"
# curl's test suite, built from the upstream source that Debian's curl is
# made of (the orig tarball; apt lists of our own, as for libidn2's), run
# by its own runtests.pl (with valgrind, when present) with our
# libidn2.so.0 first on the loader path: its IDN tests, the ones the curl
# project wrote against libidn2.
csuite="$target/curl-suite"
csrc="$csuite/curl-7.88.1"
if [ ! -x "$csrc/src/curl" ] || [ ! -x "$csrc/tests/server/sws" ]; then
  mkdir -p "$csuite/lists/partial"
  echo "deb-src http://deb.debian.org/debian bookworm main" >"$csuite/sources.list"
  apt=(-o Dir::Etc::SourceList="$csuite/sources.list" -o Dir::Etc::SourceParts=/dev/null
       -o Dir::State::Lists="$csuite/lists" -o Dir::Cache::pkgcache= -o Dir::Cache::srcpkgcache=)
  apt-get "${apt[@]}" update >/dev/null
  (cd "$csuite" && apt-get "${apt[@]}" source --download-only curl >/dev/null 2>&1) || true
  [ -f "$csuite/curl_7.88.1.orig.tar.gz" ] || fail "could not fetch Debian's curl source"
  rm -rf "$csrc"
  tar -xzf "$csuite/curl_7.88.1.orig.tar.gz" -C "$csuite"
  # Only what the IDN tests need: HTTP, a proxy, libidn2 (Debian's
  # headers; the library is chosen at run time).
  (cd "$csrc" && ./configure --disable-shared --without-ssl --with-libidn2 --without-libpsl \
    --without-brotli --without-zstd --without-nghttp2 --without-librtmp --without-libssh2 \
    --without-zlib --disable-ldap --disable-ldaps --disable-manual >/dev/null &&
    make -j"$(nproc)" >/dev/null && make -C tests/server >/dev/null) ||
    fail "could not build curl's source"
fi
# The tests ask for an en_US.UTF-8 locale: one of our own, by LOCPATH.
mkdir -p "$work/locale"
localedef -i en_US -f UTF-8 "$work/locale/en_US.UTF-8" >/dev/null 2>&1 || true
[ -e "$work/locale/en_US.UTF-8/LC_CTYPE" ] || fail "could not make an en_US.UTF-8 locale"
ours "$csrc/src/curl" -V | head -1 | grep -q "libidn2/2.3.8-punycode-rs" ||
  fail "curl's build does not load our library"
curl_idn_tests="165 1034 1035 1448 2046 2047"
# shellcheck disable=SC2086
(cd "$csrc/tests" && LOCPATH="$work/locale" ours perl runtests.pl -a $curl_idn_tests \
  >"$work/curl-tests.log" 2>&1) || true
grep -q "libcurl/7.88.1 libidn2/2.3.8-punycode-rs" "$work/curl-tests.log" ||
  fail "curl's tests did not run on our library"
grep -q "TESTDONE: 6 tests out of 6 reported OK" "$work/curl-tests.log" ||
  { tail -60 "$work/curl-tests.log"; fail "curl's IDN tests"; }
echo "curl's tests $curl_idn_tests: 6 of 6 pass"

echo "== Debian's libidn2 and ours side by side (dlopen), every difference explained"
cc -Wall -Werror -O2 libidn2/tests/differential.c -o "$work/differential" -ldl
cargo run --quiet --release -p punycode-idn2 --example corpus >"$work/names"
"$work/differential" /usr/lib/x86_64-linux-gnu/libidn2.so.0 "$lib/libidn2.so.0" \
  <"$work/names" >"$work/differences"
cargo run --quiet --release -p punycode-idn2 --example classify <"$work/differences" >"$work/classes" ||
  { cat "$work/classes"; fail "a difference no rule explains"; }
grep -vF "e.g." "$work/classes"

echo "libidn2/tests.sh: all passed"
