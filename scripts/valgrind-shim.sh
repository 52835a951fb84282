#!/usr/bin/env bash
# Builds the poppler shim with a small C driver and runs it under valgrind over the samples and
# the bad inputs. Needs valgrind (apt-get install valgrind). Prints valgrind's leak summary.
set -euo pipefail
cd "$(dirname "$0")"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
gcc -g -O0 -I ../Sources/CStatementPDF/include shim-driver.c ../Sources/CStatementPDF/CStatementPDF.c \
    $(pkg-config --cflags --libs poppler-glib) -o "$out/shim-driver"
valgrind --leak-check=full --show-leak-kinds=definite,indirect --errors-for-leak-kinds=definite,indirect \
    --error-exitcode=1 "$out/shim-driver" ../SampleStatements/*.pdf ../SampleStatements/bad/*.pdf missing.pdf
