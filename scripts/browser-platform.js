// The one difference between the Node and the browser builds of the API: src/api/platform.ts
// (Node's platform, as the sources and the tests run) is src/api/platform-browser.ts in the
// browser bundles (dist/web-count-worker.js, the page), and in an app's browser bundle of dist/
// (package.json's "#platform" import, scripts/library-modules.js). test/layers.ts applies the
// same substitution when it checks that the browser bundles reach no node: module.

/** The file the browser bundles replace, and what they put in its place (paths from the root). */
export const BROWSER_PLATFORM = { file: "src/api/platform.ts", browser: "src/api/platform-browser.ts" };

/** The esbuild plugin that makes the substitution. */
export const browserPlatform = {
  name: "browser-platform",
  setup(build) {
    build.onResolve({ filter: /\/platform\.js$/ }, ({ path, resolveDir }) =>
      new URL(path, `file://${resolveDir}/`).pathname.endsWith(BROWSER_PLATFORM.file.replace(/\.ts$/, ".js"))
        ? { path: new URL(`../${BROWSER_PLATFORM.browser}`, import.meta.url).pathname }
        : undefined);
  },
};
