import { Link } from "react-router";
import { paths } from "../config/paths";
import { buttonClasses } from "./ui/button";
import { Card } from "./ui/card";

/** Screens delivered by later issues: the route exists and says so. */
export function PlaceholderPage({ title, description }: { title: string; description?: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Card>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-700">{description ?? "Esta área está em construção e estará disponível em breve."}</p>
        <Link to={paths.dashboard.href()} className={buttonClasses("secondary", "md", "mt-6")}>
          Voltar ao início
        </Link>
      </Card>
    </div>
  );
}
