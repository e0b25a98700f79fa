# Sourced by the scripts that compare this tree with a commit REV
# (hosts-compare.sh, entry-compare.sh, same-results.sh). `worktree DIR REV` checks REV out
# at DIR/tree, afresh, and removes it when the script exits.
worktree() {
  mkdir -p "$1"
  rm -rf "$1/tree"
  git worktree prune
  git worktree add -q -f --detach "$1/tree" "$2"
  trap "git worktree remove --force '$1/tree'" EXIT
}
