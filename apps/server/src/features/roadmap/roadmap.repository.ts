import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { isVotingOpen, type TFeatureComment, type TFeatureRequest, type TFeatureSort, type TFeatureStatus } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { featureComments, featureRequests, featureVotes, users } from "../../db/schema";

/** Votes in the last 14 days weigh for "Em alta". */
const TRENDING_WINDOW = sql`now() - interval '14 days'`;

/** Spelled out so the subqueries never read their own id, whatever the outer query joins. */
const REQUEST_ID = sql.raw(`"feature_requests"."id"`);
const voteCount = sql<number>`(select count(*) from ${featureVotes} v where v.request_id = ${REQUEST_ID})`.mapWith(Number);
const recentVotes = sql<number>`(select count(*) from ${featureVotes} v where v.request_id = ${REQUEST_ID} and v.created_at > ${TRENDING_WINDOW})`;
const commentCount = sql<number>`(select count(*) from ${featureComments} c where c.request_id = ${REQUEST_ID})`.mapWith(Number);

const firstName = (fullName: string | null) => (fullName ?? "Usuário removido").split(" ")[0] ?? "Usuário";

function columns(viewerId: string | null) {
  return {
    row: featureRequests,
    authorName: users.fullName,
    voteCount,
    commentCount,
    votedByMe: viewerId
      ? sql<boolean>`exists(select 1 from ${featureVotes} v where v.request_id = ${REQUEST_ID} and v.user_id = ${viewerId})`
      : sql<boolean>`false`,
  };
}

type TSelected = { row: typeof featureRequests.$inferSelect; authorName: string | null; voteCount: number; commentCount: number; votedByMe: boolean };

const toContract = (r: TSelected): TFeatureRequest => ({
  id: r.row.id,
  title: r.row.title,
  description: r.row.description,
  status: r.row.status,
  statusNote: r.row.statusNote,
  mergedIntoId: r.row.mergedIntoId,
  authorName: firstName(r.authorName),
  voteCount: r.voteCount,
  commentCount: r.commentCount,
  votedByMe: r.votedByMe,
  votingOpen: isVotingOpen(r.row.status),
  hidden: r.row.hidden,
  createdAt: r.row.createdAt.toISOString(),
});

export async function listRequests(
  db: TDb,
  options: { viewerId: string | null; sort: TFeatureSort; status?: TFeatureStatus; includeHidden: boolean },
): Promise<TFeatureRequest[]> {
  const order =
    options.sort === "newest"
      ? [desc(featureRequests.createdAt)]
      : options.sort === "votes"
        ? [desc(voteCount), desc(featureRequests.createdAt)]
        : [desc(recentVotes), desc(voteCount), desc(featureRequests.createdAt)];
  const rows = await db
    .select(columns(options.viewerId))
    .from(featureRequests)
    .leftJoin(users, eq(users.id, featureRequests.authorId))
    .where(
      and(
        options.includeHidden ? undefined : eq(featureRequests.hidden, false),
        options.status ? eq(featureRequests.status, options.status) : undefined,
      ),
    )
    .orderBy(...order)
    .limit(300);
  return rows.map(toContract);
}

export async function findRequest(db: TDb, id: string, viewerId: string | null): Promise<TFeatureRequest | null> {
  const [row] = await db
    .select(columns(viewerId))
    .from(featureRequests)
    .leftJoin(users, eq(users.id, featureRequests.authorId))
    .where(eq(featureRequests.id, id));
  return row ? toContract(row) : null;
}

export async function listComments(db: TDb, requestId: string): Promise<TFeatureComment[]> {
  const rows = await db
    .select({ comment: featureComments, fullName: users.fullName, roles: users.roles })
    .from(featureComments)
    .leftJoin(users, eq(users.id, featureComments.userId))
    .where(eq(featureComments.requestId, requestId))
    .orderBy(asc(featureComments.createdAt));
  return rows.map((r) => ({
    id: r.comment.id,
    authorName: firstName(r.fullName),
    isTeam: r.roles?.includes("ADMIN") ?? false,
    body: r.comment.body,
    createdAt: r.comment.createdAt.toISOString(),
  }));
}

/** Titles of visible requests for the similar-request suggestions (the board is small enough to score in memory). */
export async function visibleTitles(db: TDb) {
  return db
    .select({ id: featureRequests.id, title: featureRequests.title, description: featureRequests.description, status: featureRequests.status, voteCount })
    .from(featureRequests)
    .where(and(eq(featureRequests.hidden, false), ne(featureRequests.status, "DUPLICATE")))
    .limit(1000);
}

export async function insertRequest(db: TDb, authorId: string, input: { title: string; description: string }): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(featureRequests).values({ authorId, ...input }).returning({ id: featureRequests.id });
    await tx.insert(featureVotes).values({ requestId: row!.id, userId: authorId });
    return row!.id;
  });
}

export async function insertComment(db: TDb, requestId: string, userId: string, body: string) {
  await db.insert(featureComments).values({ requestId, userId, body });
}

/** The primary key makes a repeated or concurrent vote a no-op. */
export async function addVote(db: TDb, requestId: string, userId: string) {
  await db.insert(featureVotes).values({ requestId, userId }).onConflictDoNothing();
}

export async function removeVote(db: TDb, requestId: string, userId: string) {
  await db.delete(featureVotes).where(and(eq(featureVotes.requestId, requestId), eq(featureVotes.userId, userId)));
}

export async function countVotes(db: TDb, requestId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(featureVotes).where(eq(featureVotes.requestId, requestId));
  return row?.n ?? 0;
}

/** Who hears about a status change: the voters and the author. */
export async function followers(db: TDb, requestId: string): Promise<string[]> {
  const voters = await db.select({ userId: featureVotes.userId }).from(featureVotes).where(eq(featureVotes.requestId, requestId));
  const [request] = await db.select({ authorId: featureRequests.authorId }).from(featureRequests).where(eq(featureRequests.id, requestId));
  return [...voters.map((v) => v.userId), ...(request?.authorId ? [request.authorId] : [])];
}

export async function updateRequest(
  db: TDb,
  id: string,
  changes: Partial<Pick<typeof featureRequests.$inferInsert, "title" | "description" | "status" | "statusNote" | "hidden" | "mergedIntoId">>,
) {
  await db.update(featureRequests).set({ ...changes, updatedAt: new Date() }).where(eq(featureRequests.id, id));
}

/** Moves the duplicate's voters to the original (a voter of both keeps one vote) and closes the duplicate. */
export async function mergeInto(db: TDb, sourceId: string, targetId: string, note: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${featureVotes} (request_id, user_id, created_at)
      select ${targetId}, user_id, created_at from ${featureVotes} where request_id = ${sourceId}
      on conflict do nothing`);
    await tx.delete(featureVotes).where(eq(featureVotes.requestId, sourceId));
    await tx
      .update(featureRequests)
      .set({ status: "DUPLICATE", statusNote: note, mergedIntoId: targetId, updatedAt: new Date() })
      .where(eq(featureRequests.id, sourceId));
  });
}

