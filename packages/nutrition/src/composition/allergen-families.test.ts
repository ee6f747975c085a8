import { describe, expect, it } from "vitest";
import type { TFoodComponent } from "./components";
import { componentPresence, compositionOfName } from "./composition";

/** A dish or product name and the allergen family it belongs to, by its usual recipe (issue 27, decision 179). */
const FAMILIES: readonly [string, TFoodComponent, "contains" | "may-contain"][] = [
  ["molho pesto", "tree_nuts", "contains"],
  ["macarrão ao pesto", "milk", "contains"],
  ["pinoli", "tree_nuts", "contains"],
  ["marzipã", "tree_nuts", "contains"],
  ["shoyu", "gluten", "contains"],
  ["molho de soja", "gluten", "contains"],
  ["frango teriyaki", "soy", "contains"],
  ["yakisoba", "soy", "contains"],
  ["proteína texturizada de soja", "soy", "contains"],
  ["PTS refogada", "soy", "contains"],
  ["edamame", "soy", "contains"],
  ["kani", "fish", "contains"],
  ["salada com molho inglês", "fish", "contains"],
  ["cápsula de óleo de peixe", "fish", "contains"],
  ["ômega 3", "fish", "may-contain"],
  ["tamari", "soy", "contains"],
  ["iogurte zero lactose", "milk", "contains"],
  ["queijo sem lactose", "milk", "contains"],
  ["cerveja", "gluten", "contains"],
  ["aveia", "gluten", "contains"],
  ["frango empanado", "gluten", "contains"],
  ["paçoca", "peanut", "contains"],
];

describe("allergen families said by the dish's name", () => {
  it.each(FAMILIES)("%s is in the %s family (%s)", (name, component, presence) => {
    const composition = compositionOfName(name);
    expect(composition, name).not.toBeNull();
    expect(componentPresence(composition!, component)).toBe(presence);
  });

  it("tamari is soy sauce without wheat, and zero-lactose products keep the milk protein", () => {
    expect(componentPresence(compositionOfName("tamari")!, "gluten")).toBe("may-contain");
    expect(compositionOfName("leite zero lactose")!.contains).not.toContain("lactose");
    expect(compositionOfName("leite zero lactose")!.contains).toContain("milk");
  });
});
