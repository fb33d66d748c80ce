// The platform the API runs on: Node's in the sources (the tests, the Node bundles); the browser
// bundles put src/api/platform-browser.ts in this file's place (scripts/browser-platform.js), so
// an app's bundle holds one platform, reached only from the calls it makes.
export { platform } from "./platform-node.js";
