import type { ReactNode } from "react";
import { Card } from "../../../components/ui/card";
import { columnsFor, DataTable, type TDataColumns } from "../../../components/ui/data-table";
import { onFirstUse } from "@nutriguia/domain/calc";

const NUM = onFirstUse(() => new Intl.NumberFormat("pt-BR"));
const NAME_CELL = "w-full max-w-0 truncate pr-2 text-slate-900";
const NUMBER_CELL = { className: "pl-2 text-right tabular-nums text-slate-800", headerClassName: "pl-2 text-right" };

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
  const col = columnsFor<T>();
  const model: TDataColumns<T> = [
    col.display({ id: "name", header: name.label, cell: ({ row }) => name.render(row.original), meta: { className: NAME_CELL, headerClassName: "pr-2" } }),
    ...columns.map((c) => col.accessor((row) => NUM().format(c.value(row)), { id: c.label, header: c.label, meta: NUMBER_CELL })),
  ];
  return (
    <Card className="p-4 sm:p-4">
      <h3 className="mb-2 font-semibold text-slate-900">{title}</h3>
      {rows.length === 0 ? <p className="py-4 text-sm text-slate-700">{empty}</p> : <DataTable data={rows} columns={model} caption={title} look="bare" />}
    </Card>
  );
}
