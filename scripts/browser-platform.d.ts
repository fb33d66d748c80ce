// The types of browser-platform.js, for test/layers.ts.
export declare const BROWSER_PLATFORM: { file: string; browser: string };
export declare const browserPlatform: { name: string; setup(build: unknown): void };
