import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { MEDICINE_TABLE, ZMedicineTable } from "../understand/medicine-table";
import { mentionsRisk } from "../understand/risk-lexicon";
import { alcoholInteraction, drinkAsked, foodInteraction, medicineAtTheTable, MEDICINE_WITH_FOOD_UNKNOWN } from "./medicine-interactions";

const cases = (pick: "examples" | "nearMisses") =>
  MEDICINE_TABLE.medicines.flatMap((m) => m.interactions.flatMap((i) => i[pick].map((say) => [m.id, i.with, say, i] as const)));

describe("the medicine table (data, tested by paraphrase)", () => {
  it.each(cases("examples"))("%s with %s: \"%s\" gets its caution", (_id, kind, say, interaction) => {
    const folded = foldText(say);
    if (interaction.with === "alcohol") {
      expect(drinkAsked(folded)).toBe(true);
      expect(alcoholInteraction(folded)).toContain(interaction.why);
    } else expect(foodInteraction(folded, "", false)?.answer).toBe(interaction.answer);
    expect(kind).toBe(interaction.with);
  });

  it.each(cases("nearMisses"))("near %s with %s, \"%s\" does not get that caution", (_id, _kind, say, interaction) => {
    const folded = foldText(say);
    if (interaction.with === "alcohol") expect(drinkAsked(folded) ? (alcoholInteraction(folded) ?? "") : "").not.toContain(interaction.why);
    else expect(foodInteraction(folded, "", false)?.answer).not.toBe(interaction.answer);
  });

  it("feeds the risk lexicon: every medicine alcohol harms is an alcohol-interacting medicine there, the ones with only a word are not", () => {
    expect(mentionsRisk("tomo paracetamol", "alcohol_interacting_medicine")).toBe(true);
    expect(mentionsRisk("uso marevan", "alcohol_interacting_medicine")).toBe(true);
    expect(mentionsRisk("tomo anticoncepcional", "alcohol_interacting_medicine")).toBe(false);
  });

  it("reads the medicine of the turn before outside a meal log, and the one named now first", () => {
    expect(foodInteraction(foldText("e couve, posso?"), foldText("tomo varfarina"), false)?.answer).toMatch(/varfarina/);
    expect(foodInteraction(foldText("comi couve refogada"), foldText("tomo varfarina"), true)).toBeNull();
    expect(foodInteraction(foldText("e o cipro com leite?"), foldText("tomo varfarina"), false)?.answer).toMatch(/antibiótico/);
  });

  it("puts the strictest lead first when several medicines are named", () => {
    const reply = alcoholInteraction(foldText("tomo metformina e metronidazol, posso beber?"))!;
    expect(reply.startsWith("**Com metronidazol")).toBe(true);
    expect(reply).toMatch(/acidose lática/);
  });

  it("answers a medicine the table does not know with who confirms it, and a non-medicine message with nothing", () => {
    expect(medicineAtTheTable(foldText("tomo um remedio pra enxaqueca, posso tomar com cafe?"))).toBe(MEDICINE_WITH_FOOD_UNKNOWN);
    expect(medicineAtTheTable(foldText("quanto custa um quilo de arroz?"))).toBeNull();
  });

  it("refuses a name with capitals or an unknown severity", () => {
    const first = MEDICINE_TABLE.medicines[0]!;
    expect(ZMedicineTable.safeParse({ ...MEDICINE_TABLE, medicines: [{ ...first, names: ["Flagyl"] }] }).success).toBe(false);
    expect(ZMedicineTable.safeParse({ ...MEDICINE_TABLE, medicines: [{ ...first, interactions: [{ ...first.interactions[0]!, severity: "maybe" }] }] }).success).toBe(false);
  });
});
