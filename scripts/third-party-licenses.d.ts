// The types of third-party-licenses.js, for the package's tests.
export declare const LICENSES_FILE: string;
export declare const BANNER: { js: string };
export declare function bundledInputsFile(dir: string): string;
export declare function writeLicenses(dir: string, metafiles: unknown[]): void;
