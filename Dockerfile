# The image the Kubernetes Job of docs/distributed.md runs: a pinned Node LTS with the packed
# package installed globally, so that `nqueens` is on the PATH. Build it from the repository:
#   npm ci                                     # the build tools npm pack's build needs
#   npm pack                                   # nqueens-<version>.tgz: bin/, dist/, build/release.wasm
#   docker build -t registry.example/nqueens:0.1.0 .
FROM node:24.11.1-bookworm-slim
# one tarball: two versions lying around make this COPY fail rather than pick one
COPY nqueens-*.tgz /tmp/nqueens.tgz
# the tarball holds the built bundles and the .wasm: no build step (prepare) runs here
RUN npm install --global --omit=dev --ignore-scripts /tmp/nqueens.tgz \
 && rm /tmp/nqueens.tgz \
 && npm cache clean --force
USER node
ENTRYPOINT ["nqueens"]
CMD ["--help"]
