#!/bin/bash
# Draws the import graph of Sabot's packages (each edge a direct import, the edges
# implied by others left out by tred) to docs/packages.png: `make packages`.
# Needs graphviz (dot, tred).
set -e
out=${1:-docs/packages.png}
{
  echo 'digraph sabot {'
  echo '  rankdir=TB; node [shape=box, style="rounded,filled", fontname="DejaVu Sans", fontsize=11];'
  go list -f '{{.ImportPath}}{{range .Imports}} {{.}}{{end}}' ./... | while read -r p deps; do
    [[ $p == */e2e || $p == */scenetest ]] && continue
    n=${p#sabot/}; [ "$p" = sabot ] && n=main
    case $n in
      scenes*) c='#d9ead3';; driver*|save|players|words) c='#fce5cd';; tutor*) c='#cfe2f3';; game*|rules) c='#fff2cc';; *) c='#eeeeee';;
    esac
    echo "  \"$n\" [fillcolor=\"$c\"];"
    for d in $deps; do
      [[ $d == sabot* ]] || continue
      [[ $d == */scenetest ]] && continue
      echo "  \"$n\" -> \"${d#sabot/}\";"
    done
  done
  echo '}'
} | tred | dot -Tpng -Gdpi=80 -o "$out"
echo "$out"
