import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { formatDateTime } from "@nutriguia/domain/calc";
import type { TCalculationSource } from "@nutriguia/domain";
import { NutritionCard } from "../../../components/nutrition-card/nutrition-card";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { isApiError } from "../../../lib/api-errors";
import { normalizeImageSource } from "../../../lib/image-source";
import { toast } from "../../../lib/toast-store";
import { useCalculation } from "../api/get-calculation";
import { EditNutritionDialog } from "../components/edit-nutrition-dialog";

const SOURCE_LABELS: Record<TCalculationSource, string> = {
  WEB_CHAT: "Chat no site",
  PHOTO: "Foto da refeição",
  AUDIO: "Mensagem de voz",
  WHATSAPP: "WhatsApp",
  TELEGRAM: "Telegram",
  MANUAL: "Registro manual",
  MEAL_PLAN: "Plano alimentar",
};

/** /dashboard/edit-nutrition/:id (001 §2, §5, §8). */
export function EditNutritionPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const query = useCalculation(id);
  const [editing, setEditing] = useState(false);
  const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);

  useEffect(() => {
    if (!id) void navigate(paths.dashboard.href(), { replace: true });
  }, [id, navigate]);

  useEffect(() => {
    if (query.isError && !notFound) {
      toast({ title: "Erro", description: "Não foi possível carregar os dados de nutrição.", variant: "destructive" });
      void navigate(paths.dashboard.href(), { replace: true });
    }
  }, [query.isError, notFound, navigate]);

  if (query.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center gap-3 text-slate-700">
        <Spinner /> Carregando informações nutricionais...
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <Card className="text-center">
          <h1 className="text-xl font-bold text-slate-900">Informações não encontradas</h1>
          <Link to={paths.dashboard.href()} className={buttonClasses("primary", "md", "mt-5")}>
            Voltar ao dashboard
          </Link>
        </Card>
      </div>
    );
  }
  const calculation = query.data;
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Informações nutricionais</h1>
        <Link to={paths.dashboard.href()} className={buttonClasses("secondary")}>
          Voltar
        </Link>
      </div>
      {calculation.imageUrl ? (
        <img src={normalizeImageSource(calculation.imageUrl) ?? undefined} alt="Imagem original da refeição" className="max-h-80 w-full rounded-2xl object-cover" />
      ) : null}
      {/* Item fixes update the calculation query this page reads, so nothing else is needed on change. */}
      <NutritionCard calculation={calculation} onEdit={() => setEditing(true)} onChange={() => undefined} />
      <Card>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">Fonte</dt>
            <dd className="font-medium text-slate-900">{SOURCE_LABELS[calculation.source] ?? calculation.source ?? "Não especificado"}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Data do cálculo</dt>
            <dd className="font-medium text-slate-900">{formatDateTime(calculation.calculatedAt)}</dd>
          </div>
        </dl>
      </Card>
      {editing ? (
        <EditNutritionDialog calculation={calculation} open={editing} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />
      ) : null}
    </div>
  );
}
