# Sourced by the benchmark scripts: builds the release `layout-diagram` the way users get it, sets `bin` to
# it, and `work` to a scratch folder removed when the script exits. The caller has `cd`'d to the package.
swift build -c release --product layout-diagram >/dev/null
bin="$(swift build -c release --show-bin-path)/layout-diagram"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
