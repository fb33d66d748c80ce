// The package's root as a URL. This file sits one folder below the root, as the bundles in dist/
// do, so the same relative URL is right from source (tests) and from dist/ (CLI, package).
export const PACKAGE_ROOT = new URL("../", import.meta.url);
