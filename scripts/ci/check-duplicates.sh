#!/usr/bin/env bash
# Fails when two places of non-test code under src/ share 10 or more identical lines: one piece of
# code should serve both. Rows alike only in shape (same structure, other names) are left to
# review, and so are pairs with a test on either side (tests may spell things out twice), and pairs
# of migrations: a migration is frozen history, so it may not share code that later changes.
# DUPLICATES_BASE=<rev> limits the check to the pairs a change since that revision added.
set -euo pipefail
cd "$(dirname "$0")/../.."

# A developer without the tool may skip the check; CI may not, or a missing tool would pass every change.
if ! command -v duplicates >/dev/null 2>&1; then
  if [ "${CI:-}" = "true" ]; then
    echo "The 'duplicates' command is not installed, and CI must run the near-copy check: failing." >&2
    exit 1
  fi
  echo "The 'duplicates' command is not installed on this machine: the near-copy check is skipped."
  exit 0
fi

args=(--repo src --min-lines 10 --most 200 --seconds 120)
if [ -n "${DUPLICATES_BASE:-}" ]; then args+=(--change --base "$DUPLICATES_BASE"); fi

report="$(duplicates "${args[@]}")"
copies="$(printf '%s\n' "$report" | awk '/^D[0-9]+ / && !/ shape/ && $2 !~ /\.test\./ && $4 !~ /\.test\./ && !($2 ~ /db\/migrations\// && $4 ~ /db\/migrations\//)')"
printf '%s\n' "$report" | grep -E '^(incomplete|left out):' || true

if [ -n "$copies" ]; then
  echo "Near-copies of 10 or more identical lines in src/ (move the shared code to one place):"
  printf '%s\n' "$copies"
  exit 1
fi
echo "No near-copies of 10 or more identical lines in src/."
