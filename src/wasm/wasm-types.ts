// WebAssembly's types as the package's declarations name them: the real ones where the program's
// `lib` has WebAssembly (the DOM; @types/node 22 and later), else never. An app's `tsc` under a
// Node-only lib with skipLibCheck false then finds no missing name in the package's .d.ts, and
// CoreSource keeps its other members instead of becoming any.
type Made<K extends string> = typeof globalThis extends { WebAssembly: { [key in K]: abstract new (...args: never) => infer T } } ? T : never;

/** A compiled WebAssembly.Module. */
export type WasmModule = Made<"Module">;
/** A WebAssembly.Memory. */
export type WasmMemory = Made<"Memory">;
/** A WebAssembly.Global. */
export type WasmGlobal = Made<"Global">;
/** Bytes WebAssembly.compile takes (BufferSource, named with ES's own types). */
export type WasmBytes = ArrayBuffer | ArrayBufferView<ArrayBuffer>;
