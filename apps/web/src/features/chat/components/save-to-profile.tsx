import { UserRoundCheck } from "lucide-react";
import type { TProfileSuggestion } from "@nutriguia/domain";
import { Button } from "../../../components/ui/button";

/** Under an answered statement: what would go to the profile, saved in one tap (issue 27). */
export function SaveToProfile({ suggestion, saving, onSave }: { suggestion: TProfileSuggestion; saving: boolean; onSave: () => void }) {
  return (
    <div className="mt-3 rounded-xl border border-emerald-200 bg-emerald-50 p-3" data-testid="save-to-profile">
      <p className="text-xs font-medium text-emerald-900">Vai para o seu perfil:</p>
      <ul className="mt-1 space-y-0.5 text-sm text-slate-800">
        {suggestion.additions.map((a) => (
          <li key={a.label} className="flex gap-1.5">
            <span aria-hidden="true" className="text-emerald-700">•</span>
            <span className="min-w-0 break-words">{a.label}</span>
          </li>
        ))}
      </ul>
      <Button size="sm" className="mt-2 w-full sm:w-auto" loading={saving} onClick={onSave}>
        <UserRoundCheck aria-hidden="true" size={16} /> Salvar no meu perfil
      </Button>
    </div>
  );
}
