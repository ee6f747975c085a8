import { and, eq, sql } from "drizzle-orm";
import { HELP_ARTICLE_SLUGS, type THelpArticleSlug, type THelpArticleStats } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { helpArticleVotes } from "../../db/schema";

export async function upsertVote(db: TDb, userId: string, slug: THelpArticleSlug, helpful: boolean) {
  await db
    .insert(helpArticleVotes)
    .values({ slug, userId, helpful })
    .onConflictDoUpdate({ target: [helpArticleVotes.slug, helpArticleVotes.userId], set: { helpful, votedAt: new Date() } });
}

export async function findVote(db: TDb, userId: string, slug: THelpArticleSlug): Promise<boolean | null> {
  const [row] = await db
    .select({ helpful: helpArticleVotes.helpful })
    .from(helpArticleVotes)
    .where(and(eq(helpArticleVotes.slug, slug), eq(helpArticleVotes.userId, userId)));
  return row?.helpful ?? null;
}

/** Every known article, those without votes included, so admins see what nobody rated yet. */
export async function articleStats(db: TDb): Promise<THelpArticleStats[]> {
  const rows = await db
    .select({
      slug: helpArticleVotes.slug,
      helpful: sql<number>`count(*) filter (where ${helpArticleVotes.helpful})`.mapWith(Number),
      notHelpful: sql<number>`count(*) filter (where not ${helpArticleVotes.helpful})`.mapWith(Number),
    })
    .from(helpArticleVotes)
    .groupBy(helpArticleVotes.slug);
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  return HELP_ARTICLE_SLUGS.map((slug) => bySlug.get(slug) ?? { slug, helpful: 0, notHelpful: 0 });
}
