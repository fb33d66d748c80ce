// Bit counting on 32-bit words for the twins (the core uses WebAssembly's popcnt).

/** The set bits of the 32-bit word x (SWAR: pairs, nibbles, then bytes summed by a multiply). */
export const popcount = (x: number): number => {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};
