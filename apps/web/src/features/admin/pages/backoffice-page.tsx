import { Suspense } from "react";
import { useSearchParams } from "react-router";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { BACKOFFICE_TABS, parseTab, type TBackofficeTab, type TTabRegistry } from "../backoffice/tab-registry";

/** The open tab's pill, scrolled into the phone's strip when the page opens on a tab far to the right. */
const showInStrip = (pill: HTMLButtonElement | null) => pill?.scrollIntoView?.({ block: "nearest", inline: "nearest" });

/** 001 §2 Admin panel: the tab comes from ?tab= (default overview) and changing it updates the query string. */
export function BackofficePage({ tabs }: { tabs: TTabRegistry }) {
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get("tab"));
  const Panel = tabs[tab].component;
  const select = (next: TBackofficeTab) => setParams({ tab: next });

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Painel Administrativo</h1>
      {/* On a phone the fifteen pills are one strip that scrolls sideways inside itself; from 640 px they wrap. */}
      <nav aria-label="Painéis do back-office" className="-mx-4 mb-6 sm:mx-0">
        <ul data-scroll-x className="flex gap-1 overflow-x-auto bg-slate-100 p-1 [scrollbar-width:thin] sm:flex-wrap sm:overflow-visible sm:rounded-xl">
          {BACKOFFICE_TABS.map((id) => (
            <li key={id}>
              <button
                type="button"
                data-tab={id}
                ref={id === tab ? showInStrip : undefined}
                aria-current={id === tab ? "page" : undefined}
                onClick={() => select(id)}
                className={cn(
                  "min-h-10 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium",
                  id === tab ? "bg-white text-emerald-800 shadow-sm" : "text-slate-700 hover:text-slate-900",
                )}
              >
                {tabs[id].label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={tabs[tab].label}>
        <Suspense
          fallback={
            <div className="flex justify-center py-10">
              <Spinner />
            </div>
          }
        >
          <Panel key={tab} />
        </Suspense>
      </section>
    </div>
  );
}
