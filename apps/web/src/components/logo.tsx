import { Link } from "react-router";
import { paths } from "../config/paths";

export function Logo() {
  return (
    <Link to={paths.home.href()} className="flex items-center gap-2 font-bold text-emerald-800" aria-label="NutriGuia — página inicial">
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className="text-lg tracking-tight">NutriGuia</span>
    </Link>
  );
}
