import { expect, it } from "vitest";
import { loadOnce } from "./load-once";

it("shares one load between callers, and tries again after a failed one", async () => {
  let calls = 0;
  const load = loadOnce(async () => {
    calls += 1;
    if (calls === 1) throw new TypeError("Failed to fetch dynamically imported module");
    return { schemas: calls };
  });

  await expect(load()).resolves.toBeNull();
  const [first, second] = await Promise.all([load(), load()]);
  expect(first).toEqual({ schemas: 2 });
  expect(second).toBe(first);
  await expect(load()).resolves.toBe(first);
  expect(calls).toBe(2);
});
