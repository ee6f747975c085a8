import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import type { TDashboardStats } from "@nutriguia/domain";
import { Button } from "../../../../components/ui/button";
import { StatCards } from "../../../../components/ui/stat-cards";
import { Card } from "../../../../components/ui/card";
import { Spinner } from "../../../../components/ui/spinner";
import { paths } from "../../../../config/paths";
import { api } from "../../../../lib/api-client";
import { ApiError } from "../../../../lib/api-errors";
import { useSession } from "../../../../lib/session/session-context";
import { toast } from "../../../../lib/toast-store";
import { TrendChart } from "./trend-chart";
import { formatBrl, onFirstUse } from "@nutriguia/domain/calc";

const NUM = onFirstUse(() => new Intl.NumberFormat("pt-BR"));

/** 001 §3 dashboard stats; §4/§8: a 401 is 'Sessão Expirada' and a logout, other failures offer a retry. */
export function OverviewTab() {
  const { controller } = useSession();
  const query = useQuery({ queryKey: ["admin", "stats"], queryFn: () => api.get<TDashboardStats>("/api/admin/dashboard/stats"), retry: false });
  const expired = query.error instanceof ApiError && query.error.status === 401;

  useEffect(() => {
    if (!expired) return;
    toast({ title: "Sessão Expirada", variant: "destructive" });
    controller.logout({ silent: true, redirectTo: paths.login.href("/admin/backoffice") });
  }, [expired, controller]);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Carregando" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="space-y-3 rounded-xl border border-red-300 bg-red-50 p-5 text-red-900">
        <p>Falha ao carregar dados do dashboard</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  const s = query.data;
  const cards: Array<[string, string]> = [
    ["Usuários", NUM().format(s.totalUsers)],
    ["Usuários ativos (30 dias)", NUM().format(s.activeUsers)],
    ["Mensagens", NUM().format(s.totalMessages)],
    ["Pedidos", NUM().format(s.totalOrders)],
    ["Pedidos pendentes", NUM().format(s.pendingOrders)],
    ["Receita total", formatBrl(s.totalRevenue)],
    ["Avaliação média", s.averageRating.toLocaleString("pt-BR", { maximumFractionDigits: 1 })],
  ];
  return (
    <div className="space-y-4">
      <StatCards cards={cards} columns="md:grid-cols-4" />
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <TrendChart trend={s.trend} field="users" label="Novos usuários" color="#047857" />
        </Card>
        <Card>
          <TrendChart trend={s.trend} field="messages" label="Mensagens de usuários" color="#0369a1" />
        </Card>
      </div>
    </div>
  );
}
