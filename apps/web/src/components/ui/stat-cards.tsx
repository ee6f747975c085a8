import { Card } from "./card";

/** A grid of labelled figures (back-office summaries); `columns` sets the grid's Tailwind column classes. */
export function StatCards({ cards, columns }: { cards: Array<[string, string]>; columns: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-3 ${columns}`}>
      {cards.map(([label, value]) => (
        <Card key={label} className="p-4 sm:p-4">
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}
