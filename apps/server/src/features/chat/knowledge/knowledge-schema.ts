import { z } from "zod";

/** A published reference an answer rests on (Guia Alimentar, SBD, SBC, WHO, FEBRASGO, ANVISA, EFSA …). */
export const ZKnowledgeSource = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    citation: z.string().min(10),
    url: z.string().url().optional(),
  })
  .strict();

/** One curated pt-BR answer; retrieval matches a message against its questions and keywords. */
export const ZKnowledgeEntry = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** The question the entry answers, as a title. */
    title: z.string().min(5),
    /** Phrasings people type (pt-BR, informal, with and without accents). */
    questions: z.array(z.string().min(3)).min(3),
    /** Decisive words or phrases: a message must contain at least one for the entry to be a candidate. */
    keywords: z.array(z.string().min(2)).min(2),
    /** Profile health-condition codes or life stages the entry is about (PREGNANCY, LACTATION, DIABETES, CHILD, …). */
    conditions: z.array(z.string()).default([]),
    /** Foods or dishes the entry is about. */
    foods: z.array(z.string()).default([]),
    /** pt-BR markdown, 2 to 6 sentences, no number the sources do not support. */
    answer: z.string().min(40),
    /** Ids of the topic's sources. */
    sources: z.array(z.string()).min(1),
    /** The answer protects the reader from a risk (allergy, pregnancy, eating disorder, medicine …). */
    safety: z.boolean().default(false),
  })
  .strict();

export const ZKnowledgeTopic = z
  .object({
    topic: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string(),
    sources: z.array(ZKnowledgeSource).min(1),
    entries: z.array(ZKnowledgeEntry).min(1),
  })
  .strict();

export type TKnowledgeSource = z.infer<typeof ZKnowledgeSource>;
export type TKnowledgeEntry = z.infer<typeof ZKnowledgeEntry>;
export type TKnowledgeTopic = z.infer<typeof ZKnowledgeTopic>;
