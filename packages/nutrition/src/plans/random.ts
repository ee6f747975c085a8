/** Small deterministic generator (mulberry32) so a seed always yields the same plan. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pickWeighted<T>(random: () => number, options: readonly T[], weight: (option: T) => number): T | undefined {
  const weights = options.map(weight);
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return undefined;
  let r = random() * total;
  for (let i = 0; i < options.length; i++) {
    r -= weights[i] as number;
    if (r <= 0) return options[i];
  }
  return options[options.length - 1];
}
