import type { QueryClient } from "@tanstack/react-query";

/** Everything a change to the log can move: the day, the dashboard, the calendar, frequent foods. */
export function invalidateTracking(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ["calories"] });
  void client.invalidateQueries({ queryKey: ["dashboard"] });
  void client.invalidateQueries({ queryKey: ["calendar"] });
}
