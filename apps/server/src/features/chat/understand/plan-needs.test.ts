import { describe, expect, it } from "vitest";
import { readPlanNeeds } from "./plan-needs";

const kinds = (t: string) => readPlanNeeds(t).map((n) => n.kind);

describe("readPlanNeeds", () => {
  it("reads a slow bowel however it is said", () => {
    for (const t of ["tenho intestino preso", "sofro de prisão de ventre", "to constipada", "meu intestino é travado", "fico dias sem ir ao banheiro"]) expect(kinds(t)).toEqual(["bowel"]);
  });
  it("reads reflux and heartburn", () => {
    for (const t of ["tenho refluxo", "azia quase todo dia", "sinto queimação", "tenho hérnia de hiato"]) expect(kinds(t)).toEqual(["reflux"]);
  });
  it("reads gas", () => {
    for (const t of ["sinto muito gases", "minha barriga fica estufada", "tenho flatulência"]) expect(kinds(t)).toEqual(["gas"]);
  });
  it("reads none in a plain request", () => {
    for (const t of ["monta um plano semanal", "quero um plano de 5 refeições", "gosto de feijão"]) expect(kinds(t)).toEqual([]);
  });
});
