import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { cn } from "../../../lib/cn";
import { levelClass, parseLogLine, type TLogLine } from "./log-line";

/** The processed view: click a line to expand level, time and raw text; follows the end while auto-scroll is on. */
export function LogViewer({ raw, filter, autoScroll, fullscreen }: { raw: string[]; filter: string; autoScroll: boolean; fullscreen: boolean }) {
  const [expanded, setExpanded] = useState<number | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const seen = useRef(raw.length);
  const [unseen, setUnseen] = useState(0);
  const lines = useMemo<TLogLine[]>(() => raw.map((line, i) => parseLogLine(line, i)), [raw]);
  const needle = filter.trim().toLowerCase();
  const shown = needle ? lines.filter((l) => l.raw.toLowerCase().includes(needle)) : lines;

  useLayoutEffect(() => {
    if (autoScroll) {
      box.current?.scrollTo({ top: box.current.scrollHeight });
      seen.current = raw.length;
      setUnseen(0);
    } else {
      setUnseen(Math.max(0, raw.length - seen.current));
    }
  }, [raw, autoScroll]);
  useEffect(() => {
    if (raw.length < seen.current) seen.current = raw.length;
  }, [raw.length]);

  return (
    <div className="relative">
      {unseen > 0 ? (
        <p role="status" className="absolute right-3 top-2 z-10 rounded-full bg-amber-400 px-3 py-1 text-xs font-semibold text-slate-900">
          {unseen} novas linhas
        </p>
      ) : null}
      <div
        ref={box}
        data-testid="log-viewer"
        tabIndex={0}
        aria-label="Linhas de log"
        className={cn("overflow-auto rounded-xl bg-slate-950 p-3 font-mono text-xs text-slate-100", fullscreen ? "h-[calc(100vh-14rem)]" : "h-[28rem]")}
      >
        {shown.length === 0 ? <p className="text-slate-400">Nenhuma linha para mostrar.</p> : null}
        {shown.map((line) => (
          <div key={line.id} className="border-b border-slate-800/60">
            <button
              type="button"
              aria-expanded={expanded === line.id}
              onClick={() => setExpanded(expanded === line.id ? null : line.id)}
              className="flex w-full gap-2 py-0.5 text-left hover:bg-slate-800/60"
            >
              <span className={cn("w-12 shrink-0 font-bold uppercase", levelClass(line.level))}>{line.level === "unknown" ? "—" : line.level}</span>
              <span className="shrink-0 text-slate-400">{line.time ?? ""}</span>
              <span className="break-all">{line.message}</span>
            </button>
            {expanded === line.id ? (
              <dl className="mb-1 space-y-1 rounded bg-slate-900 p-2">
                <div>
                  <dt className="inline text-slate-400">Nível: </dt>
                  <dd className={cn("inline uppercase", levelClass(line.level))}>{line.level}</dd>
                </div>
                <div>
                  <dt className="inline text-slate-400">Horário: </dt>
                  <dd className="inline">{line.time ?? "—"}</dd>
                </div>
                <div>
                  <dt className="text-slate-400">Texto bruto:</dt>
                  <dd className="whitespace-pre-wrap break-all">{line.raw}</dd>
                </div>
              </dl>
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}
