/** The backend origin for /uploads/ paths: the app is served by the API server itself. */
export function backendOrigin(): string {
  return typeof window === "undefined" ? "" : window.location.origin;
}

/**
 * Image sources (000 §2): http(s) and blob links kept; data:image kept; plain
 * base64 becomes a JPEG data link; /uploads/ paths get the backend origin.
 */
export function normalizeImageSource(src: string | null | undefined, origin = backendOrigin()): string | null {
  if (!src) return null;
  const value = src.trim();
  if (!value) return null;
  if (/^(https?:|blob:)/i.test(value)) return value;
  if (/^data:image\//i.test(value)) return value;
  if (value.startsWith("/uploads/")) return `${origin}${value}`;
  if (value.startsWith("uploads/")) return `${origin}/${value}`;
  if (/^[A-Za-z0-9+/=\s]+$/.test(value) && value.length > 32) return `data:image/jpeg;base64,${value.replace(/\s/g, "")}`;
  return value;
}
