import { createColumnHelper, metaHelper, tableFeatures, useTable, type ColumnDef, type RowData } from "@tanstack/react-table";
import { cn } from "../../lib/cn";

/** Per column: extra classes for its cells and its header (widths, wrapping, alignment). */
type TColumnMeta = { className?: string; headerClassName?: string };
const features = tableFeatures({ columnMeta: metaHelper<TColumnMeta>() });
type TFeatures = typeof features;

/** `any` as TanStack types a list of columns: each keeps its own value type. */
export type TDataColumns<T extends RowData> = Array<ColumnDef<TFeatures, T, any>>;
/** Typed column definitions for one kind of row; headers are the pt-BR labels. */
export const columnsFor = <T extends RowData>() => createColumnHelper<TFeatures, T>();

/**
 * The back-office's table looks: `plain` (most lists), `caps` (payments and orders: upper-case headers, roomier rows),
 * `bare` (the small ranked lists inside a card, numbers right-aligned by their columns).
 */
const LOOKS = {
  plain: {
    frame: "relative min-w-0 max-w-full overflow-x-auto rounded-xl border border-slate-200",
    table: "min-w-full divide-y divide-slate-200 text-sm",
    thead: "bg-slate-50 text-left text-slate-700",
    th: "px-3 py-2 font-semibold",
    tbody: "divide-y divide-slate-100 bg-white",
    td: "px-3 py-2",
  },
  caps: {
    frame: "relative min-w-0 max-w-full overflow-x-auto rounded-xl border border-slate-200 bg-white",
    table: "min-w-full divide-y divide-slate-200",
    thead: "bg-slate-50",
    th: "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-700",
    tbody: "divide-y divide-slate-100",
    td: "px-3 py-3 align-top text-sm text-slate-800",
  },
  bare: { frame: "", table: "w-full text-sm", thead: "text-left text-slate-700", th: "py-1.5 font-semibold", tbody: "divide-y divide-slate-100", td: "py-1.5" },
} as const;

type TDataTableProps<T extends RowData> = {
  data: T[];
  columns: TDataColumns<T>;
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  /** The row's React key; the position in the list when absent. */
  getRowId?: (row: T) => string;
  look?: keyof typeof LOOKS;
  /** Marks each row for the journeys (`data-testid`). */
  rowTestId?: string;
  /** Makes the scrolling frame a named, focusable region, so a keyboard user can scroll a wide table on a narrow screen. */
  scrollRegion?: boolean;
  className?: string;
};

/** A headless TanStack table drawn with the app's markup: one header row, one row per item, cells from the column model. */
export function DataTable<T extends RowData>({ data, columns, caption, getRowId, look = "plain", rowTestId, scrollRegion, className }: TDataTableProps<T>) {
  const table = useTable({ features, columns, data, getRowId });
  const style = LOOKS[look];
  const region = scrollRegion ? { tabIndex: 0, role: "region", "aria-label": caption } : {};
  return (
    <div className={cn(style.frame, className)} {...region}>
      <table className={style.table}>
        <caption className="sr-only">{caption}</caption>
        <thead className={style.thead}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={cn(style.th, header.column.columnDef.meta?.headerClassName)}>
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className={style.tbody}>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-testid={rowTestId}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={cn(style.td, cell.column.columnDef.meta?.className)}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
