/** The time source for billing and plan state, replaceable in tests to walk a subscription through its life. */
export type TClock = { now: () => Date };

export const systemClock: TClock = { now: () => new Date() };

/** A clock that only moves when told to (tests). */
export function manualClock(start: Date = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
    set: (date: Date) => {
      current = date.getTime();
    },
  };
}
export type TManualClock = ReturnType<typeof manualClock>;
