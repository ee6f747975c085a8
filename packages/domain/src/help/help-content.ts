import type { TFaqEntry, THelpArticleSlug } from "../schemas/help-center";
import faqData from "./faq.json" with { type: "json" };
import guidesData from "./guides.json" with { type: "json" };

/** A guide of the help center: a task in steps, with a screen of the app when it helps. */
export type TGuide = {
  slug: THelpArticleSlug;
  title: string;
  summary: string;
  steps: string[];
  /** A screen captured by the e2e journeys (apps/web/scripts/help-images.ts), served from the web app's public/help/. */
  image?: string;
  imageAlt?: string;
};

/** The help center's questions and guides: the web app shows them, the chat answers questions about the app from them. */
export const FAQ = faqData as TFaqEntry[];
export const GUIDES = guidesData as TGuide[];
