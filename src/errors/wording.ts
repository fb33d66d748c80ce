// Numbers in messages read as English: "1 queen", "3 units", "a 5x5 board", "an 8x8 board".
// Beside the errors, so every layer that words a message can use them.

/** `count` and `noun`, plural unless the count is 1. */
export const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** "a" or "an" before a number read aloud: an 8, an 11, an 18, an 80, an 11000; a 5, a 100. */
export function articleOf(count: number): "a" | "an" {
  const digits = String(count);
  // "eight..." always; "eleven" and "eighteen" when they lead a group of three digits
  const vowel = digits[0] === "8" || (/^1[18]/.test(digits) && digits.length % 3 === 2);
  return vowel ? "an" : "a";
}

/** "a 5x5 board", "an 8x8 board". */
export const boardOf = (n: number): string => `${articleOf(n)} ${n}x${n} board`;
