import { Download } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Card, CardHeader } from "../../../components/ui/card";
import { errorMessage } from "../../../lib/api-errors";
import { toast } from "../../../lib/toast-store";
import { useExportData } from "../api/export-data";

/** LGPD data portability: the user's own data as a JSON file. */
export function ExportDataCard() {
  const exporting = useExportData();
  return (
    <Card>
      <CardHeader title="Seus dados" description="Baixe uma cópia de tudo o que o NutriGuia guarda sobre você (perfil, conversas, registros e planos), em JSON." />
      <Button
        variant="outline"
        loading={exporting.isPending}
        onClick={() =>
          exporting.mutate(undefined, {
            onSuccess: () => toast({ title: "Download iniciado", description: "Seus dados foram baixados.", variant: "success" }),
            onError: (error) => toast({ title: "Erro", description: errorMessage(error, "Não foi possível baixar seus dados."), variant: "destructive" }),
          })
        }
      >
        <Download aria-hidden="true" size={18} /> Baixar meus dados
      </Button>
    </Card>
  );
}
