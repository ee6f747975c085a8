import { describe, expect, it } from "vitest";
import { formatHour, readPlanTimes } from "../understand/plan-time";
import { dayAtHours } from "./compose-plan-time";

describe("the plan's day laid out at the hours said", () => {
  const hours = (slots: readonly string[], text: string) => dayAtHours(slots as never, readPlanTimes(text)).map((m) => `${m.slot} ${formatHour(m.minutes)}`);

  it("lunch at 11 and dinner at 20: the snacks between them, breakfast at its usual hour", () => {
    expect(hours(["BREAKFAST", "MORNING_SNACK", "LUNCH", "AFTERNOON_SNACK", "DINNER", "SUPPER"], "eu almoço às 11h e janto às 20h")).toEqual([
      "BREAKFAST 7h", "MORNING_SNACK 9h", "LUNCH 11h", "AFTERNOON_SNACK 15h30", "DINNER 20h", "SUPPER 22h",
    ]);
  });

  it("a late dinner leaves lunch at midday, not halfway through the day", () => {
    expect(hours(["BREAKFAST", "LUNCH", "AFTERNOON_SNACK", "DINNER"], "janto as 22h")).toEqual(["BREAKFAST 7h", "LUNCH 12h30", "AFTERNOON_SNACK 17h30", "DINNER 22h"]);
  });
});
