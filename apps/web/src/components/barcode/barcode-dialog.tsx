import { useState } from "react";
import { MEAL_SLOT_LABELS, MEAL_SLOTS, type TMealSlot } from "@nutriguia/domain";
import { slotAtTime } from "@nutriguia/domain/calc";
import { toast } from "../../lib/toast-store";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { SelectField } from "../ui/field";
import { BarcodeFlow } from "./barcode-flow";

/** The chat's barcode button: a packaged food straight into today's meal the clock suggests (or another). */
export function BarcodeDialog({ onClose }: { onClose: () => void }) {
  const [meal, setMeal] = useState<TMealSlot>(() => slotAtTime(new Date()));
  return (
    <Dialog open onClose={onClose} title="Produto pelo código de barras" footer={<Button variant="outline" onClick={onClose}>Fechar</Button>}>
      <div className="space-y-4">
        <SelectField label="Refeição" value={meal} onChange={(e) => setMeal(e.target.value as TMealSlot)}>
          {MEAL_SLOTS.map((slot) => (
            <option key={slot} value={slot}>{MEAL_SLOT_LABELS[slot]}</option>
          ))}
        </SelectField>
        <BarcodeFlow
          meal={meal}
          onLogged={(food) => {
            toast({ title: `${food.name} registrado em ${MEAL_SLOT_LABELS[meal]}`, variant: "success" });
            onClose();
          }}
        />
      </div>
    </Dialog>
  );
}
