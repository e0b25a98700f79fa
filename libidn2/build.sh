#!/usr/bin/env bash
# Builds the library into target/libidn2/ (a prefix to install from, or to
# run programs on):
#
#   lib/libidn2.so.0   the shared library: libidn2's soname and symbol
#                      versions (libidn2.map), linked from the static one
#   lib/libidn2.so     a link to it, for -lidn2
#   lib/libidn2.a      the static library (link with -lpthread -ldl -lm)
#   include/idn2.h     the header
#   lib/pkgconfig/libidn2.pc
#
#   bash libidn2/build.sh
#
# Cargo builds the static library (crate type staticlib); the C compiler
# links it into a shared one, because rustc's own version script for a
# cdylib would leave the symbols unversioned.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source tests/target-dir.sh
target=$(target_dir)
cargo build --quiet --release -p punycode-idn2
out="$target/libidn2"
mkdir -p "$out/lib/pkgconfig" "$out/include"
cp "$target/release/libidn2.a" "$out/lib/libidn2.a"
cp libidn2/include/idn2.h "$out/include/idn2.h"
cc -shared -o "$out/lib/libidn2.so.0" -Wl,-soname,libidn2.so.0 \
  -Wl,--version-script=libidn2/libidn2.map -Wl,--gc-sections -Wl,-z,defs -s \
  -Wl,--whole-archive "$target/release/libidn2.a" -Wl,--no-whole-archive \
  -lgcc_s -lpthread -lm -ldl -lc
ln -sf libidn2.so.0 "$out/lib/libidn2.so"
version=$(sed -n 's/^#define IDN2_VERSION "\(.*\)"/\1/p' libidn2/include/idn2.h)
cat >"$out/lib/pkgconfig/libidn2.pc" <<PC
prefix=$out
libdir=\${prefix}/lib
includedir=\${prefix}/include

Name: libidn2
Description: libidn2's API on punycode-core (UTS #46 on Unicode 18)
URL: https://github.com/punycode-rs/punycode
Version: $version
Cflags: -I\${includedir}
Libs: -L\${libdir} -lidn2
Libs.private: -lpthread -ldl -lm
PC
echo "$out"
