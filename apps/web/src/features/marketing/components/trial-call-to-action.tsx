import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { paths } from "../../../config/paths";

/** "Start the free trial" and "see the plans" (001 §2 marketing page buttons). */
export function TrialCallToAction({ className = "" }: { className?: string }) {
  return (
    <div className={`flex flex-col gap-3 sm:flex-row ${className}`}>
      <Link to={paths.register.href()} className={buttonClasses("primary", "lg")}>
        Começar teste grátis de 7 dias
      </Link>
      <a href={paths.pricing.href()} className={buttonClasses("outline", "lg")}>
        Ver planos
      </a>
    </div>
  );
}
