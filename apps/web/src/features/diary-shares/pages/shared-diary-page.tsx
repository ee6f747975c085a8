import { Download } from "lucide-react";
import { formatDateOnly, formatDateTime } from "@nutriguia/domain";
import { useParams } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-errors";
import { sharedDiaryFileUrl, useSharedDiary } from "../api/get-shared-diary";
import { SharedDiaryDayCard } from "../components/shared-diary-day";

const whole = (n: number) => Math.round(n).toLocaleString("pt-BR");

/** /diario-compartilhado/:token: the diary a user shared, read without signing in. */
export function SharedDiaryPage() {
  const token = useParams().token ?? "";
  const diary = useSharedDiary(token);

  if (diary.isPending) return <div className="flex justify-center py-16"><Spinner /></div>;
  if (diary.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center" role="alert">
        <h1 className="text-2xl font-bold text-slate-900">Link indisponível</h1>
        <p className="mt-2 text-slate-700">{errorMessage(diary.error, "Não foi possível abrir este diário.")}</p>
      </div>
    );
  }
  const d = diary.data;
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6 sm:py-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">Diário alimentar de {d.ownerName}</h1>
        <p className="text-sm text-slate-700">
          {d.recipientName ? `Compartilhado com ${d.recipientName} · ` : ""}de {formatDateOnly(d.from)} a {formatDateOnly(d.to)} · somente leitura ·
          link válido até {formatDateTime(d.expiresAt)}
        </p>
        <p className="text-sm text-slate-700">
          {d.targets
            ? `Metas diárias: ${whole(d.targets.calories)} kcal · proteínas ${whole(d.targets.protein)} g · carboidratos ${whole(d.targets.carbohydrates)} g · gorduras ${whole(d.targets.fat)} g · água ${whole(d.targets.waterMl)} ml`
            : "Metas diárias ainda não definidas."}
        </p>
        <div className="flex flex-wrap gap-2">
          <a className={buttonClasses("primary", "sm")} href={sharedDiaryFileUrl(token, "pdf")} download>
            <Download aria-hidden="true" size={16} /> Baixar PDF
          </a>
          <a className={buttonClasses("outline", "sm")} href={sharedDiaryFileUrl(token, "csv")} download>
            <Download aria-hidden="true" size={16} /> Baixar CSV
          </a>
        </div>
      </header>
      {[...d.days].reverse().map((day) => <SharedDiaryDayCard key={day.date} day={day} targets={d.targets} />)}
      <p className="text-xs text-slate-600">Registros feitos pela própria pessoa no NutriGuia. Valores estimados a partir das tabelas citadas em cada alimento.</p>
    </div>
  );
}
