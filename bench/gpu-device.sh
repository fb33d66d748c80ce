#!/usr/bin/env bash
# The GPU engine on a real GPU (issue 34's targets: n = 20 in <= 4 s, n = 22 in <= 250 s on one
# H100), for a lent machine that has a GPU but no Node and reaches no registry. Two steps:
#
#   bench/gpu-device.sh prepare   here, after `npm run build`: packs into .gpu-carry/ (ignored by
#                                 git) this Node binary (xz), the webgpu package's linux-x64
#                                 dawn.node and loader, dist/, bin/ and Debian's Vulkan loader
#   bench/gpu-device.sh run       there, carrying .gpu-carry: unpacks them, prints the adapter,
#                                 times whole counts of n = 16, 18, 20 on the GPU and a sample of
#                                 n = 22's units, one of them again on the Wasm engine
#
# With the device tool: run(command="bash bench/gpu-device.sh run", carry=[".gpu-carry"],
# timeout_s=600). Where Dawn finds no Vulkan driver, it points the loader at NVIDIA's ICD
# (VK_DRIVER_FILES), and where it still finds none it prints `vulkaninfo`/`nvidia-smi` as far as
# they exist, for the closing note, rather than a number.
set -uo pipefail
cd "$(dirname "$0")/.."
CARRY=.gpu-carry
# n = 22's units sampled (of its backtracking split), and the one also counted on the CPU
SAMPLE_UNITS="0 1000 2000 3000"

prepare() {
  set -e
  rm -rf "$CARRY" && mkdir -p "$CARRY/webgpu/dist/linux-x64" "$CARRY/debs"
  grep -qx "/$CARRY/" .git/info/exclude 2>/dev/null || echo "/$CARRY/" >> "$(git rev-parse --git-common-dir)/info/exclude"
  xz -T2 -6 -c "$(command -v node)" > "$CARRY/node.xz"
  cp node_modules/webgpu/index.js node_modules/webgpu/package.json "$CARRY/webgpu/"
  xz -T2 -6 -c node_modules/webgpu/dist/linux-x64/dawn.node > "$CARRY/webgpu/dist/linux-x64/dawn.node.xz"
  tar -cJf "$CARRY/app.tar.xz" dist bin package.json
  (cd "$CARRY/debs" && apt-get download libvulkan1 >/dev/null)
  du -sh "$CARRY"
}

run() {
  local root=/tmp/nq
  mkdir -p $root/node_modules/webgpu/dist/linux-x64 $root/bin
  xz -dc "$CARRY/node.xz" > $root/bin/node && chmod +x $root/bin/node
  cp "$CARRY/webgpu/index.js" "$CARRY/webgpu/package.json" $root/node_modules/webgpu/
  xz -dc "$CARRY/webgpu/dist/linux-x64/dawn.node.xz" > $root/node_modules/webgpu/dist/linux-x64/dawn.node
  tar -xJf "$CARRY/app.tar.xz" -C $root
  if ! ldconfig -p | grep -q libvulkan; then for f in "$CARRY"/debs/*.deb; do dpkg -x "$f" /; done; ldconfig; fi
  export PATH=$root/bin:$PATH XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}
  cd $root
  # the webgpu package's "debug" dependency is only for its postinstall: the loader needs none
  local adapter='import("webgpu").then(async ({ create }) => { const a = await create([]).requestAdapter({ powerPreference: "high-performance" }); if (!a) { console.log("no adapter"); process.exit(1); } console.log("adapter:", a.info.vendor, a.info.architecture, a.info.description, "maxComputeWorkgroupsPerDimension", a.limits.maxComputeWorkgroupsPerDimension); process.exit(0); })'
  node --version
  if ! node -e "$adapter"; then
    export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
    echo "retrying with VK_DRIVER_FILES=$VK_DRIVER_FILES"
    if ! node -e "$adapter"; then
      nvidia-smi || true
      vulkaninfo --summary 2>&1 | head -40 || echo "no vulkaninfo"
      ls /usr/local/nvidia/share/vulkan/icd.d /usr/share/vulkan/icd.d /etc/vulkan/icd.d 2>&1
      exit 1
    fi
  fi
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || true
  for n in 16 18 20; do
    echo "== n=$n gpu (whole)"; /usr/bin/time -f "%e s wall" node bin/nqueens.js count $n --engine gpu --unique --json
  done
  echo "== n=18 wasm backtrack, $(nproc) threads, for scale"
  /usr/bin/time -f "%e s wall" node bin/nqueens.js count 18 --algo backtrack --threads "$(nproc)" --json
  local units
  units=$(node -e 'import("./dist/index.js").then(({ unitSplit }) => console.log(unitSplit(22, "backtrack").units))')
  echo "== n=22: $units units; sample: $SAMPLE_UNITS (a shard of $units shards is one unit)"
  for u in $SAMPLE_UNITS; do
    /usr/bin/time -f "unit $u: %e s wall" node bin/nqueens.js count 22 --engine gpu --shard "$u/$units"
  done
  local first=${SAMPLE_UNITS%% *}
  echo "== n=22 unit $first on the Wasm engine (one thread), to compare its counts and check value"
  /usr/bin/time -f "%e s wall" node bin/nqueens.js count 22 --algo backtrack --threads 1 --shard "$first/$units"
}

case "${1:-}" in
  prepare) prepare ;;
  run) run ;;
  *) echo "usage: bench/gpu-device.sh prepare|run" >&2; exit 2 ;;
esac
