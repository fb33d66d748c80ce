// The types of ensure-node-lts.js, for the package's tests.
export declare const NODE_LTS: string;
export declare const NODE_LTS_BIN: string;
