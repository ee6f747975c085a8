import { describe, expect, it } from "vitest";
import { BACKOFFICE_TABS, parseTab } from "../features/admin/backoffice/tab-registry";
import { TAB_REGISTRY } from "./backoffice-tabs";

describe("back-office tabs", () => {
  it("has the 15 tabs of 001 §2, each with a panel", () => {
    expect(BACKOFFICE_TABS).toHaveLength(15);
    for (const tab of BACKOFFICE_TABS) expect(TAB_REGISTRY[tab].label).toBeTruthy();
  });

  it("reads ?tab=, defaulting to overview", () => {
    expect(parseTab("cleanup")).toBe("cleanup");
    expect(parseTab(null)).toBe("overview");
    expect(parseTab("inexistente")).toBe("overview");
  });
});
