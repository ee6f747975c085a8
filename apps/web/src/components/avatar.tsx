import { useState } from "react";
import { cn } from "../lib/cn";
import { normalizeImageSource } from "../lib/image-source";

export const PHOTO_PLACEHOLDER_TEXT = "[Imagem]";
export const PLACEHOLDER_AVATAR_SRC = "/avatar-placeholder.svg";

/** Initials from the full name: first and last word, upper-case. */
export function initialsOf(fullName: string | null | undefined): string {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : "";
  return `${first}${last}`.toUpperCase();
}

/** "[Imagem]" maps to the placeholder image; other photos are normalised; no photo → initials. */
export function avatarSource(profilePhoto: string | null | undefined): string | null {
  if (!profilePhoto) return null;
  if (profilePhoto.trim() === PHOTO_PLACEHOLDER_TEXT) return PLACEHOLDER_AVATAR_SRC;
  return normalizeImageSource(profilePhoto);
}

export function Avatar({
  fullName,
  profilePhoto,
  size = "md",
  className,
  decorative = false,
}: {
  fullName: string | null | undefined;
  profilePhoto: string | null | undefined;
  size?: "sm" | "md" | "xl";
  className?: string;
  /** Hidden from assistive technology where the surrounding text or control already names the user. */
  decorative?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = avatarSource(profilePhoto);
  const dims = size === "sm" ? "h-8 w-8 text-xs" : size === "xl" ? "h-24 w-24 text-2xl" : "h-10 w-10 text-sm";
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={decorative ? "" : fullName ? `Foto de ${fullName}` : "Foto de perfil"}
        onError={() => setFailed(src)}
        className={cn("shrink-0 rounded-full object-cover ring-2 ring-white", dims, className)}
      />
    );
  }
  return (
    <span
      role={decorative ? undefined : "img"}
      aria-label={decorative ? undefined : fullName ? `Iniciais de ${fullName}` : "Usuário"}
      aria-hidden={decorative || undefined}
      className={cn("inline-flex shrink-0 items-center justify-center rounded-full bg-emerald-700 font-semibold text-white", dims, className)}
    >
      {initialsOf(fullName)}
    </span>
  );
}
