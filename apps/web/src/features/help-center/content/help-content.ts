import type { TFaqCategory } from "@nutriguia/domain";
import { FAQ, GUIDES } from "@nutriguia/domain/help";
import { createHelpSearch } from "./help-search";

export { FAQ, GUIDES, type TGuide } from "@nutriguia/domain/help";
export const SUPPORT_EMAIL = "suporte@nutriguia.com.br";

export const CATEGORY_LABELS: Record<TFaqCategory, string> = {
  todos: "Todos",
  geral: "Geral",
  planos: "Planos",
  assinatura: "Assinatura",
  conta: "Conta",
};

/** The FAQ and the guides searched by words (help-search.ts). */
export const HELP_SEARCH = createHelpSearch(FAQ, GUIDES);
