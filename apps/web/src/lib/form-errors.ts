type TIssue = { path: PropertyKey[]; message: string };

/** First message per top-level field of a failed Zod parse. */
export function fieldErrors(issues: ReadonlyArray<TIssue>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Only same-origin paths may be used as a post-login destination. */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}
