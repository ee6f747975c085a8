import type { TSharedDiary, TSharedDiaryDay } from "@nutriguia/domain";

const WEEKDAY = new Intl.DateTimeFormat("pt-BR", { timeZone: "UTC", weekday: "long", day: "2-digit", month: "2-digit" });
const num = (n: number) => (Math.round(n * 10) / 10).toLocaleString("pt-BR");
const weekday = (date: string) => WEEKDAY.format(new Date(`${date}T12:00:00Z`)).replace(/^./, (c) => c.toUpperCase());
/** "1 concha" is worth showing beside the grams; "140 g" is the grams again. */
const householdMeasure = (measure: string | null) => (measure && !/^\d+([.,]\d+)?\s*g$/i.test(measure.trim()) ? measure : null);

function Against({ label, value, target, unit }: { label: string; value: number; target: number | undefined; unit: string }) {
  const over = target !== undefined && target > 0 && value > target * 1.1;
  return (
    <div className="rounded-lg bg-slate-50 px-2.5 py-1.5">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className={over ? "font-semibold text-amber-800" : "font-semibold text-slate-900"}>
        {num(value)}
        {target !== undefined ? <span className="font-normal text-slate-600"> / {num(target)}</span> : null} {unit}
      </dd>
    </div>
  );
}

/** One day of a shared diary: totals against the targets, water and weight, then each meal with its foods and their sources. */
export function SharedDiaryDayCard({ day, targets }: { day: TSharedDiaryDay; targets: TSharedDiary["targets"] }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="shared-day" aria-labelledby={`dia-${day.date}`}>
      <h2 id={`dia-${day.date}`} className="text-base font-semibold text-slate-900">{weekday(day.date)}</h2>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 lg:grid-cols-6">
        <Against label="Energia" value={day.totals.calories} target={targets?.calories} unit="kcal" />
        <Against label="Proteínas" value={day.totals.protein} target={targets?.protein} unit="g" />
        <Against label="Carboidratos" value={day.totals.carbohydrates} target={targets?.carbohydrates} unit="g" />
        <Against label="Gorduras" value={day.totals.fat} target={targets?.fat} unit="g" />
        <Against label="Água" value={day.waterMl} target={targets?.waterMl} unit="ml" />
        <div className="rounded-lg bg-slate-50 px-2.5 py-1.5">
          <dt className="text-xs text-slate-600">Peso</dt>
          <dd className="font-semibold text-slate-900">{day.weightKg !== null ? `${num(day.weightKg)} kg` : "—"}</dd>
        </div>
      </dl>
      {day.meals.length === 0 ? <p className="mt-3 text-sm text-slate-600">Nada registrado neste dia.</p> : null}
      {day.meals.map((meal) => (
        <div key={meal.label} className="mt-3">
          <h3 className="text-sm font-semibold text-slate-900">{meal.label} <span className="font-normal text-slate-600">· {num(meal.totals.calories)} kcal</span></h3>
          <ul className="mt-1 space-y-1.5">
            {meal.entries.flatMap((entry, e) =>
              (entry.items.length > 0 ? entry.items : [{ food: entry.description, grams: null, measure: null, calories: entry.calories, source: null }]).map((item, i) => (
                <li key={`${e}-${i}`} className="text-sm text-slate-800">
                  {item.food}
                  <span className="text-slate-600">{[householdMeasure(item.measure), item.grams !== null ? `${num(item.grams)} g` : null].filter(Boolean).map((s) => ` · ${s}`).join("")} · {num(item.calories)} kcal</span>
                  {item.source ? <span className="block text-xs text-slate-600">Fonte: {item.source}</span> : null}
                </li>
              )),
            )}
          </ul>
        </div>
      ))}
    </section>
  );
}
