import { useState } from "react";
import { ArrowLeftRight, Pencil, Plus, Trash2 } from "lucide-react";
import { formatNumber, spokenMeasure, isDrink } from "@nutriguia/domain/calc";
import type { TCalculationItem, TCalculationItemInput, TCalorieCalculation } from "@nutriguia/domain";
import { errorMessage } from "../../lib/api-errors";
import { toast } from "../../lib/toast-store";
import { Button } from "../ui/button";
import { useUpdateCalculationItems } from "./api/update-items";
import { ItemEditorDialog, type TItemEditorMode } from "./item-editor-dialog";

type TEditing = { mode: TItemEditorMode; index: number } | null;

const asInput = (item: TCalculationItem): TCalculationItemInput => ({ foodId: item.foodId!, grams: item.grams });

function IconButton({ label, onClick, children }: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <button type="button" aria-label={label} title={label} onClick={onClick} className="inline-flex h-9 w-8 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-emerald-800">
      {children}
    </button>
  );
}

/** The recognised foods, each with its reading, amount and kcal; where editing is allowed each can be swapped, resized or removed. */
export function CardItems({ calculation, onChange }: { calculation: TCalorieCalculation; onChange?: (next: TCalorieCalculation) => void }) {
  if (calculation.items.length === 0) return null;
  // Items a provider described freely have no database food: their totals are edited on the edit page instead.
  if (onChange && calculation.items.every((i) => i.foodId !== null)) return <EditableItems calculation={calculation} onChange={onChange} />;
  return <ItemRows items={calculation.items} />;
}

type TRowActions = { replace: (index: number) => void; resize: (index: number) => void; remove: (index: number) => void };

function ItemRows({ items, actions }: { items: readonly TCalculationItem[]; actions?: TRowActions }) {
  return (
    <div>
      <h3 className="font-medium text-slate-900">Alimentos reconhecidos</h3>
      <ul className="mt-1 divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="card-items">
        {items.map((item, index) => (
          <li key={`${item.foodId ?? item.food}-${index}`} className="flex items-center gap-1 py-2 pl-3 pr-1" data-testid="card-item">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">{item.food}</p>
              <p className="text-slate-600">
                {spokenMeasure(item.measure, item.grams, isDrink({ name: item.food, category: "" }))} · <span className="font-medium text-slate-800">{formatNumber(item.calories)} kcal</span>
              </p>
            </div>
            {actions ? (
              <div className="flex shrink-0">
                <IconButton label={`Trocar ${item.food}`} onClick={() => actions.replace(index)}>
                  <ArrowLeftRight aria-hidden="true" size={18} />
                </IconButton>
                <IconButton label={`Alterar quantidade de ${item.food}`} onClick={() => actions.resize(index)}>
                  <Pencil aria-hidden="true" size={18} />
                </IconButton>
                <IconButton label={`Remover ${item.food}`} onClick={() => actions.remove(index)}>
                  <Trash2 aria-hidden="true" size={18} />
                </IconButton>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function EditableItems({ calculation, onChange }: { calculation: TCalorieCalculation; onChange: (next: TCalorieCalculation) => void }) {
  const [editing, setEditing] = useState<TEditing>(null);
  const update = useUpdateCalculationItems(calculation.id);
  const items = calculation.items;

  function save(next: TCalculationItemInput[]) {
    update.mutate(
      { items: next },
      {
        onSuccess: (calc) => {
          setEditing(null);
          onChange(calc);
        },
        onError: (error) => toast({ title: "Não foi possível atualizar os alimentos.", description: errorMessage(error, ""), variant: "destructive" }),
      },
    );
  }

  function saveItem(input: TCalculationItemInput) {
    if (!editing) return;
    const list = items.map(asInput);
    if (editing.mode === "add") list.push(input);
    else list[editing.index] = input;
    save(list);
  }

  function remove(index: number) {
    if (items.length === 1) return void toast({ title: "Deixe pelo menos um alimento ou rejeite o registro." });
    save(items.filter((_, i) => i !== index).map(asInput));
  }

  return (
    <div>
      <ItemRows
        items={items}
        actions={{ replace: (index) => setEditing({ mode: "replace", index }), resize: (index) => setEditing({ mode: "amount", index }), remove }}
      />
      <Button variant="link" size="sm" className="mt-1" onClick={() => setEditing({ mode: "add", index: items.length })}>
        <Plus aria-hidden="true" size={16} /> Adicionar alimento
      </Button>
      {editing ? (
        <ItemEditorDialog
          mode={editing.mode}
          item={editing.mode === "add" ? undefined : items[editing.index]}
          saving={update.isPending}
          onClose={() => setEditing(null)}
          onSave={saveItem}
        />
      ) : null}
    </div>
  );
}
