// The formats an answer is written in: json and text as bytes (encode-rows.ts), board as a
// picture (board.ts).

export type Format = "json" | "text" | "board";
export const FORMATS: readonly Format[] = ["json", "text", "board"];
/** Larger boards are refused in the board format: n lines of n cells stop being a picture. */
export const MAX_BOARD_N = 256;
