/**
 * A `randomInt` that draws a fixed sequence, for test files that mock `node:crypto` with it: plans, redraws and swaps
 * then come from the same seeds on every run, so a plan property that fails for a seed fails every time instead of
 * one run in three (decision 114).
 */
export function fixedRandomInt(start: number) {
  let state = start;
  return (min: number, max?: number): number => {
    state = (state * 48271) % 2147483647;
    const [lo, hi] = max === undefined ? [0, min] : [min, max];
    return lo + (state % (hi - lo));
  };
}
