import { useState, type FormEvent } from "react";
import { Camera, CameraOff } from "lucide-react";
import { barcodeProblem, normalizeBarcode } from "@nutriguia/domain/calc";
import { MEAL_SLOT_LABELS, type TMealSlot, type TPackagedFood } from "@nutriguia/domain";
import { errorMessage, isApiError } from "../../lib/api-errors";
import { useAddManualEntry } from "../add-food/api/add-manual-entry";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";
import { Spinner } from "../ui/spinner";
import { useEnterLabel } from "./api/enter-label";
import { useBarcodeLookup } from "./api/look-up-barcode";
import { CameraScanner } from "./camera-scanner";
import { LabelForm } from "./label-form";
import { defaultPortion, PackagedFoodView, type TPortion } from "./packaged-food-view";

/**
 * A packaged food by its barcode, scanned or typed: found (our database or Open Food Facts) it shows its warnings and
 * is logged in the chosen portion; unknown, the label's table is typed once for everyone.
 */
export function BarcodeFlow({ meal, date, onLogged }: { meal: TMealSlot; date?: string; onLogged: (food: TPackagedFood) => void }) {
  const [typed, setTyped] = useState("");
  const [typedError, setTypedError] = useState<string | null>(null);
  const [ean, setEan] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  // undefined: the label's portion, untouched; null: what was typed cannot be logged.
  const [portion, setPortion] = useState<TPortion | null | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const lookup = useBarcodeLookup(ean);
  const label = useEnterLabel(ean ?? "");
  const add = useAddManualEntry();
  const unknown = isApiError(lookup.error) && lookup.error.status === 404;

  function search(code: string) {
    const problem = barcodeProblem(code);
    setTypedError(problem);
    if (problem) return;
    setCamera(false);
    setFailure(null);
    setPortion(undefined);
    setEan(normalizeBarcode(code.trim()));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    search(typed);
  }

  async function log(food: TPackagedFood) {
    setFailure(null);
    try {
      await add.mutateAsync({ foodId: food.foodId, meal, ...(date ? { date } : {}), ...(portion ?? defaultPortion(food)) });
      onLogged(food);
    } catch (error) {
      setFailure(errorMessage(error, "Não foi possível registrar o produto."));
    }
  }

  const food = lookup.data;
  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="flex items-end gap-2" aria-label="Buscar produto pelo código de barras">
        <TextField
          className="min-w-0 flex-1"
          label="Código de barras"
          inputMode="numeric"
          autoComplete="off"
          placeholder="13 números (EAN-13)"
          value={typed}
          error={typedError}
          onChange={(e) => { setTyped(e.target.value.replace(/[^\d\s]/g, "")); setTypedError(null); }}
          data-autofocus
        />
        <Button type="submit" loading={lookup.isFetching} className={typedError ? "mb-7" : undefined}>Buscar</Button>
        <Button variant="outline" size="icon" aria-label={camera ? "Fechar câmera" : "Ler com a câmera"} aria-pressed={camera} onClick={() => setCamera((on) => !on)} className={typedError ? "mb-7" : undefined}>
          {camera ? <CameraOff aria-hidden="true" size={20} /> : <Camera aria-hidden="true" size={20} />}
        </Button>
      </form>
      {camera ? <CameraScanner onDetected={(code) => { setTyped(code); search(code); }} /> : null}
      {lookup.isFetching ? <Spinner label="Buscando o produto..." /> : null}
      {food && !lookup.isFetching ? (
        <div className="space-y-3">
          <PackagedFoodView key={food.barcode} food={food} onPortion={setPortion} />
          <Button className="w-full" loading={add.isPending} disabled={portion === null} onClick={() => void log(food)}>
            Adicionar em {MEAL_SLOT_LABELS[meal]}
          </Button>
        </div>
      ) : null}
      {ean && unknown && !lookup.isFetching ? (
        <div className="space-y-3">
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="status">{errorMessage(lookup.error, "Produto não encontrado.")}</p>
          <LabelForm
            key={ean}
            barcode={ean}
            saving={label.isPending}
            failure={label.error ? errorMessage(label.error, "Não foi possível salvar a tabela.") : null}
            onSubmit={(entry) => label.mutate(entry)}
          />
        </div>
      ) : null}
      {lookup.error && !unknown && !lookup.isFetching ? (
        <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm font-medium text-rose-800">{errorMessage(lookup.error, "Não foi possível buscar o produto.")}</p>
      ) : null}
      {failure ? <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm font-medium text-rose-800">{failure}</p> : null}
    </div>
  );
}
