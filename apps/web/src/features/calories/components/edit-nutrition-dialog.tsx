import { formatNumber } from "@nutriguia/domain/calc";
import { useState } from "react";
import type { TCalorieCalculation } from "@nutriguia/domain";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { TextAreaField, TextField } from "../../../components/ui/field";
import { toast } from "../../../lib/toast-store";
import { useUpdateCalculation } from "../api/update-calculation";
import { formFromCalculation, formToUpdate, mismatchedCalories, validateEditForm, type TEditErrors, type TEditForm } from "./edit-nutrition-form";

export const SAVE_ERROR = "Não foi possível atualizar as informações nutricionais.";
export const SAVE_SUCCESS = "Informações nutricionais atualizadas com sucesso.";

const NUMBER_INPUTS = [
  { field: "totalCalories", label: "Calorias (kcal)" },
  { field: "protein", label: "Proteínas (g)" },
  { field: "carbohydrates", label: "Carboidratos (g)" },
  { field: "fat", label: "Gorduras (g)" },
] as const;

/** The edit dialog (001 §2, §5), with the 4/4/9 confirmation beyond 10 kcal. */
export function EditNutritionDialog({
  calculation,
  open,
  onClose,
  onSaved,
}: {
  calculation: TCalorieCalculation;
  open: boolean;
  onClose: () => void;
  onSaved: (calculation: TCalorieCalculation) => void;
}) {
  const [form, setForm] = useState<TEditForm>(() => formFromCalculation(calculation));
  const [errors, setErrors] = useState<TEditErrors>({});
  const [computed, setComputed] = useState<number | null>(null);
  const update = useUpdateCalculation(calculation.id);

  const set = (field: keyof TEditForm) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });

  async function save(calories?: number) {
    setComputed(null);
    try {
      const saved = await update.mutateAsync(formToUpdate(form, calories));
      toast({ title: "Sucesso", description: SAVE_SUCCESS, variant: "success" });
      onSaved(saved);
    } catch {
      toast({ title: "Erro", description: SAVE_ERROR, variant: "destructive" });
    }
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = validateEditForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const calculated = mismatchedCalories(form);
    if (calculated !== null) setComputed(calculated);
    else void save();
  }

  return (
    <>
      <Dialog
        open={open && computed === null}
        onClose={onClose}
        title="Editar informações nutricionais"
        size="lg"
        footer={
          <>
            <Button variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" form="edit-nutrition-form" loading={update.isPending}>
              Salvar
            </Button>
          </>
        }
      >
        <form id="edit-nutrition-form" noValidate onSubmit={submit} className="space-y-4">
          <TextAreaField label="Descrição" value={form.foodDescription} onChange={set("foodDescription")} rows={2} />
          <div className="grid gap-4 sm:grid-cols-2">
            {NUMBER_INPUTS.map(({ field, label }) => (
              <TextField
                key={field}
                label={label}
                name={field}
                inputMode="decimal"
                autoComplete="off"
                value={form[field]}
                onChange={set(field)}
                error={errors[field]}
              />
            ))}
          </div>
          <TextAreaField label="Pontos positivos" hint="Um por linha." value={form.positivePoints} onChange={set("positivePoints")} />
          <TextAreaField label="Sugestões de melhoria" hint="Uma por linha." value={form.improvementPoints} onChange={set("improvementPoints")} />
        </form>
      </Dialog>
      <Dialog
        open={open && computed !== null}
        onClose={() => setComputed(null)}
        role="alertdialog"
        size="sm"
        title="Calorias diferentes do calculado"
        description={`As calorias informadas (${form.totalCalories} kcal) diferem das calculadas pelos macronutrientes (4 × proteínas + 4 × carboidratos + 9 × gorduras = ${formatNumber(computed ?? 0)} kcal). Deseja usar o valor calculado?`}
        footer={
          <>
            <Button variant="outline" onClick={() => void save()}>
              Manter {form.totalCalories} kcal
            </Button>
            <Button onClick={() => void save(computed ?? undefined)}>Usar {formatNumber(computed ?? 0)} kcal</Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">Você pode manter o valor digitado se ele vier de um rótulo ou de outra fonte confiável.</p>
      </Dialog>
    </>
  );
}
