# Sourced by render-bench.sh and floor-bench.sh: writes the 10,001-element document both time to the file
# `$1`: a wrapping 800pt row of 2,500 cells, each a filled background under an inset of 2 around a filled
# 12 × 12 box (4 elements).
write_render_document() {
  {
    echo "constrainedSize: {min: [800, 0], max: [800, .inf]}"
    echo "root:"
    echo "  stack:"
    echo "    flexWrap: wrap"
    echo "    children:"
    for ((i = 0; i < 2500; i++)); do
      echo "      - background:"
      echo "          background: {fill: \"#e3f2fd\", box: {}}"
      echo "          child: {inset: {insets: {top: 2, left: 2, bottom: 2, right: 2}, child: {fill: \"#1e88e5\", box: {size: [12, 12]}}}}"
    done
  } >"$1"
}
