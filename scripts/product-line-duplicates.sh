#!/usr/bin/env bash
# Counts the repeated code between product-line siblings, the measure of "a product line is a plug-in" (issue 32):
# the repeated-code finder (`duplicates`, from the team's tool library) runs over a copy of the production files only
# (no tests, catalogues, seeds, benches or migrations), and the rows that count are those not marked boilerplate
# whose two files belong to different product lines (flight / hotel / package, by their path).
#
#   bash scripts/product-line-duplicates.sh          the count and the rows that make it
#   bash scripts/product-line-duplicates.sh --all    every row the finder lists
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

command -v duplicates >/dev/null || { echo 'the duplicates command is not on this machine' >&2; exit 1; }

copy=$(mktemp -d /tmp/frs-production.XXXXXX)
trap 'rm -rf "$copy"' EXIT

git ls-files -co --exclude-standard -- apps packages scripts \
  | grep -E '\.(ts|tsx|mjs|js)$' \
  | grep -vE '\.test\.tsx?$|/test/|/bench/|/seed/|/migrations/|/texts/|/lib/i18n/|/e2e/|test-kit' \
  | while read -r file; do
      [[ -f $file ]] || continue
      mkdir -p "$copy/$(dirname "$file")"
      cp "$file" "$copy/$file"
    done

rows=$(duplicates --repo "$copy" --most 200 --seconds 300)
if [[ ${1:-} == --all ]]; then
  printf '%s\n' "$rows"
  exit 0
fi

# The product line a path belongs to: the first of flight / hotel / package its path names (the workspace folder
# `packages/` is not the package line).
line_of() {
  case ${1#packages/} in
    *flight*) echo flight ;;
    *hotel*) echo hotel ;;
    *package*) echo package ;;
    *) echo '' ;;
  esac
}

count=0
while read -r row; do
  [[ $row =~ ^D[0-9]+\  ]] || continue
  [[ $row == *boilerplate* ]] && continue
  left=$(awk '{print $2}' <<<"$row")
  right=$(awk '{print $4}' <<<"$row")
  a=$(line_of "${left%%:*}")
  b=$(line_of "${right%%:*}")
  if [[ -n $a && -n $b && $a != "$b" ]]; then
    count=$((count + 1))
    printf '%s\n' "$row"
  fi
done <<<"$rows"
echo "$count pairs between product lines"
