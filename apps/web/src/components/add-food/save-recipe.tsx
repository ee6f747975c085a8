import { useState } from "react";
import { BookmarkPlus } from "lucide-react";
import { mealName } from "@nutriguia/domain/calc";
import type { TCalorieCalculation } from "@nutriguia/domain";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";
import { errorMessage } from "../../lib/api-errors";
import { useSaveRecipe } from "./api/quick-add";

const defaultName = (calc: TCalorieCalculation) => (mealName(calc.items.map((i) => i.food), null) ?? calc.foodDescription).slice(0, 80);

/** "Salvar como receita" under a confirmed card: named once, then added with one tap from "Adicionar alimento". */
export function SaveRecipe({ calculation }: { calculation: TCalorieCalculation }) {
  const [name, setName] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveRecipe();
  if (saved) return <p className="w-full text-sm text-emerald-800" role="status">Receita "{saved}" salva: está em Adicionar alimento › Receitas.</p>;
  if (name === null) {
    return (
      <Button variant="outline" size="sm" onClick={() => setName(defaultName(calculation))}>
        <BookmarkPlus aria-hidden="true" size={16} /> Salvar como receita
      </Button>
    );
  }
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const recipe = await save.mutateAsync({ calculationId: calculation.id, name: name!.trim() }).catch(() => null);
    if (recipe) setSaved(recipe.name);
  }
  return (
    <form className="w-full space-y-2" onSubmit={(e) => void submit(e)}>
      <TextField label="Nome da receita" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} data-autofocus />
      {save.isError ? <p role="alert" className="text-sm font-medium text-rose-700">{errorMessage(save.error, "Não foi possível salvar a receita.")}</p> : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={save.isPending} disabled={name.trim().length < 2}>Salvar receita</Button>
        <Button variant="secondary" size="sm" onClick={() => setName(null)}>Cancelar</Button>
      </div>
    </form>
  );
}
