# Sourced by the instruction-count scripts (hosts-instructions.sh,
# ada-hosts.sh): `refs PROGRAM ARGS...` prints the instructions callgrind
# counts in one run of PROGRAM.
refs() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 |
    grep "refs" | tr -d ',' | awk '{print $NF}'
}
