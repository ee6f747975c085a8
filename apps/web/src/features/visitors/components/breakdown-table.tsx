import type { ReactNode } from "react";
import { Card } from "../../../components/ui/card";
import { onFirstUse } from "@nutriguia/domain/calc";

const NUM = onFirstUse(() => new Intl.NumberFormat("pt-BR"));

/** One ranked list of the summary (pages, referrers, devices, countries, campaigns) as a small table. */
export function BreakdownTable<T extends Record<string, unknown>>({
  title,
  columns,
  rows,
  name,
  empty,
}: {
  title: string;
  /** The numeric columns, after the name column. */
  columns: Array<{ label: string; value: (row: T) => number }>;
  rows: T[];
  name: { label: string; render: (row: T) => ReactNode };
  empty: string;
}) {
  return (
    <Card className="p-4 sm:p-4">
      <h3 className="mb-2 font-semibold text-slate-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="py-4 text-sm text-slate-700">{empty}</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="text-left text-slate-700">
            <tr>
              <th scope="col" className="py-1.5 pr-2 font-semibold">
                {name.label}
              </th>
              {columns.map((c) => (
                <th key={c.label} scope="col" className="py-1.5 pl-2 text-right font-semibold">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row, i) => (
              <tr key={i}>
                <td className="w-full max-w-0 truncate py-1.5 pr-2 text-slate-900">{name.render(row)}</td>
                {columns.map((c) => (
                  <td key={c.label} className="py-1.5 pl-2 text-right tabular-nums text-slate-800">
                    {NUM().format(c.value(row))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
