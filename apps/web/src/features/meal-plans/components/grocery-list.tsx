import { useEffect, useRef } from "react";
import { Card, CardHeader } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { useGroceryList } from "../api/get-grocery-list";

/** Opened from a button far above it: it scrolls itself into view so the tap visibly does something. */
export function GroceryList({ planId }: { planId: string }) {
  const list = useGroceryList(planId, true);
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    card.current?.scrollIntoView?.({ block: "start" });
  }, []);
  return (
    <Card ref={card} className="scroll-mt-20 print:break-before-page">
      <CardHeader title="Lista de compras" description="Tudo o que o plano pede, somado de todos os dias, como se compra: carnes cruas, arroz e feijão secos, frutas e ovos em unidades." />
      {list.isPending ? <Spinner label="Carregando lista de compras" /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {list.data?.groups.map((group) => (
          <div key={group.category}>
            <h3 className="font-semibold text-slate-900">{group.category}</h3>
            <ul className="mt-1 space-y-1 text-sm text-slate-700">
              {group.items.map((item) => (
                <li key={item.food} className="flex justify-between gap-3 border-b border-dashed border-slate-200 pb-1">
                  <span>{item.food}</span>
                  <span className="shrink-0 font-medium">{item.quantity}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Card>
  );
}
