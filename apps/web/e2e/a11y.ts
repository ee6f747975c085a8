/** Accessibility audit with axe-core: WCAG 2.1 A/AA rules; "serious" and "critical" violations fail the test. */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type Axe from "axe-core";
import type { Page } from "playwright-core";

declare global {
  interface Window {
    axe: typeof Axe;
  }
}

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(path.join(path.dirname(require.resolve("axe-core")), "axe.min.js"), "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);
const TARGETS_SHOWN = 3;

type TViolation = Pick<Axe.Result, "id" | "impact" | "help"> & { targets: string[]; count: number };

/** Runs axe on the page as it is now; throws listing rule id, help and the first targets of each blocking violation. */
export async function checkA11y(page: Page, screen: string) {
  const loaded = await page.evaluate(() => "axe" in window);
  // page.evaluate runs through the DevTools protocol, so the app's CSP (script-src 'self') does not block it.
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags): Promise<TViolation[]> => {
    const results = await window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      count: v.nodes.length,
      targets: v.nodes.map((node) => node.target.join(" ")),
    }));
  }, TAGS);
  const blocking = violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  if (blocking.length === 0) return;
  const width = page.viewportSize()?.width ?? 0;
  const lines = blocking.map((v) => {
    const more = v.count > TARGETS_SHOWN ? ` (+${v.count - TARGETS_SHOWN})` : "";
    return `${v.id} [${v.impact}] ${v.help}: ${v.targets.slice(0, TARGETS_SHOWN).join(" | ")}${more}`;
  });
  throw new Error(`accessibility violations on ${screen} at ${width} px:\n  ${lines.join("\n  ")}`);
}
