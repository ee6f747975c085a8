import { useId, useState, type KeyboardEvent } from "react";
import { Button } from "../../../components/ui/button";
import { inputClasses } from "../../../components/ui/field";
import { addFood } from "./nutritional-form";

/** A chip list of foods: type then Enter or "Adicionar"; × removes (000 §2). */
export function FoodChipList({
  label,
  items,
  onChange,
  placeholder,
}: {
  label: string;
  items: string[];
  onChange: (items: string[]) => void;
  placeholder: string;
}) {
  const [draft, setDraft] = useState("");
  const id = useId();

  function add() {
    onChange(addFood(items, draft));
    setDraft("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      if (draft.trim()) add();
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input id={id} className={inputClasses} value={draft} placeholder={placeholder} onChange={(e) => setDraft(e.target.value)} onKeyDown={onKeyDown} />
        <Button variant="secondary" onClick={add} disabled={!draft.trim()}>
          Adicionar
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhum alimento adicionado</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {items.map((item) => (
            <li key={item} className="inline-flex items-center gap-1 rounded-full bg-emerald-50 py-1 pl-3 pr-1 text-sm text-emerald-900 ring-1 ring-emerald-200">
              {item}
              <button
                type="button"
                onClick={() => onChange(items.filter((x) => x !== item))}
                aria-label={`Remover ${item}`}
                className="rounded-full px-1.5 leading-none hover:bg-emerald-100"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
