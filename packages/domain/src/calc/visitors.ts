/**
 * Visitor analytics (docs/decisions/520): which public pages are counted and how a screen width becomes a
 * device class. Free of Zod so the landing page's tracker can import it without the validation library.
 */

/** Public pages of 000 §2 that are counted: landing (with its pricing section), features, roadmap, legal, sign-in, sign-up, contact. */
export const VISITOR_TRACKED_PATHS = [
  "/",
  "/funcionalidades",
  "/roadmap",
  "/login",
  "/register",
  "/politica-de-privacidade",
  "/termos-de-uso",
  "/fale-conosco",
] as const;
export type TVisitorPath = (typeof VISITOR_TRACKED_PATHS)[number];

/** The path without query, fragment or trailing slash when it is a counted page, else null. */
export function trackedVisitorPath(path: string): TVisitorPath | null {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
  return (VISITOR_TRACKED_PATHS as readonly string[]).includes(trimmed) ? (trimmed as TVisitorPath) : null;
}

export const VISITOR_DEVICES = ["mobile", "tablet", "desktop"] as const;
export type TVisitorDevice = (typeof VISITOR_DEVICES)[number];

/** Tailwind's md (768) and lg (1024) breakpoints; an unknown width counts as desktop. */
export function deviceClass(screenWidth: number | null | undefined): TVisitorDevice {
  if (!screenWidth || screenWidth <= 0) return "desktop";
  if (screenWidth < 768) return "mobile";
  if (screenWidth < 1024) return "tablet";
  return "desktop";
}
