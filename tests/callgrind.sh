# Sourced by the instruction-count scripts (hosts-instructions.sh,
# hosts-compare.sh, ada-hosts.sh, url-weight.sh, libidn2/bench.sh).
#
# `refs PROGRAM ARGS...` prints the instructions callgrind counts in one
# run of PROGRAM.
refs() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 |
    grep "refs" | tr -d ',' | awk '{print $NF}'
}

# `per_pass ITEMS PASSES INPUT PROGRAM ARGS...` prints the instructions
# PROGRAM spends on an item in a pass over ITEMS items: a run of PASSES + 1
# passes less a run of one, over PASSES * ITEMS. The run of one counts the
# set-up and what only the first calls pay (lazy binding, the allocator's
# first growth), so neither is counted against an item. The word PASSES
# among ARGS stands for the run's number of passes; INPUT is each run's
# standard input (/dev/null for none).
per_pass() {
  local items=$1 passes=$2 input=$3 arg
  shift 3
  local more=() one=()
  for arg in "$@"; do
    if [ "$arg" = PASSES ]; then
      more+=("$((passes + 1))")
      one+=(1)
    else
      more+=("$arg")
      one+=("$arg")
    fi
  done
  echo $(( ($(refs "${more[@]}" <"$input") - $(refs "${one[@]}" <"$input")) / (passes * items) ))
}
