# The image the Kubernetes Job of docs/distributed.md runs: node:20-slim with the packed package
# installed globally, so that `nqueens` is on the PATH. Build it from the repository:
#   npm pack                                   # nqueens-<version>.tgz: bin/, dist/, build/release.wasm
#   docker build -t registry.example/nqueens:0.1.0 .
FROM node:20-slim
# one tarball: two versions lying around make this COPY fail rather than pick one
COPY nqueens-*.tgz /tmp/nqueens.tgz
# the tarball holds the built bundles and the .wasm: no build step (prepare) runs here
RUN npm install --global --omit=dev --ignore-scripts /tmp/nqueens.tgz \
 && rm /tmp/nqueens.tgz \
 && npm cache clean --force
USER node
ENTRYPOINT ["nqueens"]
CMD ["--help"]
