import { z } from "zod";

/** The guides of the help center (their text lives in the web app); votes are accepted only for these. */
export const HELP_ARTICLE_SLUGS = [
  "registrar-refeicao-por-texto",
  "registrar-refeicao-por-foto",
  "registrar-refeicao-por-voz",
  "confirmar-e-editar-registro",
  "criar-e-usar-plano-alimentar",
  "entender-painel-de-calorias",
  "conectar-whatsapp-telegram",
  "gerenciar-assinatura",
  "exportar-ou-excluir-dados",
] as const;
export const ZHelpArticleSlug = z.enum(HELP_ARTICLE_SLUGS, { error: "Artigo não encontrado" });
export type THelpArticleSlug = z.infer<typeof ZHelpArticleSlug>;

export const FAQ_CATEGORIES = ["todos", "geral", "planos", "assinatura", "conta"] as const;
export type TFaqCategory = (typeof FAQ_CATEGORIES)[number];
export type TFaqEntry = { question: string; answer: string; category: Exclude<TFaqCategory, "todos"> };

/** POST /api/help/articles/:slug/vote — "Este artigo ajudou?" (one vote per user, changeable). */
export const ZHelpArticleParams = z.object({ slug: ZHelpArticleSlug });
export const ZHelpArticleVoteRequest = z.object({ helpful: z.boolean() }).strict();
export const ZHelpArticleVote = z.object({ slug: ZHelpArticleSlug, helpful: z.boolean().nullable() });
export type THelpArticleVote = z.infer<typeof ZHelpArticleVote>;
export const ZHelpArticleStats = z.object({ slug: z.string(), helpful: z.number(), notHelpful: z.number() });
export type THelpArticleStats = z.infer<typeof ZHelpArticleStats>;
