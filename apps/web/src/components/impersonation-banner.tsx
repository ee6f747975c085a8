import { Eye } from "lucide-react";
import { useSession } from "../lib/session/session-context";
import { Button } from "./ui/button";

/** Shown on every screen while an admin views as a user; "Voltar ao painel" restores the admin's own session. */
export function ImpersonationBanner() {
  const { impersonating, user, controller } = useSession();
  if (!impersonating) return null;
  return (
    <div role="status" data-testid="impersonation-banner" className="border-b border-amber-300 bg-amber-100 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1.5 px-3 py-2 text-sm sm:px-4">
        <p className="flex items-center gap-2">
          <Eye aria-hidden="true" size={18} className="shrink-0" />
          <span>
            Você está vendo como <strong>{user?.fullName ?? "…"}</strong> (somente leitura)
          </span>
        </p>
        <Button size="sm" variant="outline" className="border-amber-400 bg-white" onClick={() => controller.stopImpersonating()}>
          Voltar ao painel
        </Button>
      </div>
    </div>
  );
}
