import type { TFaqCategory, TFaqEntry, THelpArticleSlug } from "@nutriguia/domain";
import faqData from "./faq.json";
import guidesData from "./guides.json";
import { createHelpSearch } from "./help-search";

export type TGuide = {
  slug: THelpArticleSlug;
  title: string;
  summary: string;
  steps: string[];
  /** A screen captured by the e2e journeys (scripts/help-images.ts), served from public/help/. */
  image?: string;
  imageAlt?: string;
};

export const FAQ = faqData as TFaqEntry[];
export const GUIDES = guidesData as TGuide[];
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
