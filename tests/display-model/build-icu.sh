#!/usr/bin/env bash
# Builds one ICU from Debian's source package into DIR/install (static
# libraries), once: a few minutes on two cores. Dev-only, for the display
# models (tests/display-model.sh, tests/display-model-firefox.sh). Needs a
# C++ compiler and the network for apt-get source.
#
#   bash tests/display-model/build-icu.sh DIR SUITE DEBIAN-VERSION
#   e.g. target/icu76 trixie 76.1-4
set -euo pipefail
work="$(mkdir -p "$1" && cd "$1" && pwd)"
suite="$2"
version="$3"
prefix="$work/install"
[ -f "$prefix/lib/libicui18n.a" ] && exit 0

mkdir -p "$work/src" "$work/lists/partial"
list="$work/sources.list"
echo "deb-src http://deb.debian.org/debian $suite main" >"$list"
apt=(-o Dir::Etc::SourceList="$list" -o Dir::Etc::SourceParts=/dev/null
     -o Dir::State::Lists="$work/lists")
apt-get "${apt[@]}" update >/dev/null
(cd "$work/src" && apt-get "${apt[@]}" source --download-only "icu=$version" >/dev/null)
tar -xzf "$work/src/icu_${version%-*}.orig.tar.gz" -C "$work/src"
(cd "$work/src/icu/source" &&
  ./configure --prefix="$prefix" --disable-shared --enable-static --disable-samples \
    --disable-tests --disable-extras --disable-layoutex --disable-icuio >/dev/null &&
  make -j"$(nproc)" >/dev/null && make install >/dev/null)
