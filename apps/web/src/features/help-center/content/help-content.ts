import type { TFaqCategory, TFaqEntry, THelpArticleSlug } from "@nutriguia/domain";
import faqData from "./faq.json";
import guidesData from "./guides.json";

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

const normalize = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** 001 §2: FAQ filtered by search text (in question or answer) and by category. */
export function filterFaq(entries: readonly TFaqEntry[], search: string, category: TFaqCategory): TFaqEntry[] {
  const needle = normalize(search.trim());
  return entries.filter(
    (e) =>
      (category === "todos" || e.category === category) &&
      (!needle || normalize(e.question).includes(needle) || normalize(e.answer).includes(needle)),
  );
}

export function filterGuides(guides: readonly TGuide[], search: string): TGuide[] {
  const needle = normalize(search.trim());
  if (!needle) return [...guides];
  return guides.filter((g) => normalize([g.title, g.summary, ...g.steps].join(" ")).includes(needle));
}
