import type { entities, motions, users } from "../db/schema";

type EntityRow = typeof entities.$inferSelect;
type MotionRow = typeof motions.$inferSelect;
type EntitySummaryRow = Pick<EntityRow, "id" | "slug" | "name" | "imageKey">;
export type ViewerVote = "up" | "down" | null;

export const imageUrl = (origin: string, key: string) => `${origin}/images/${key}`;

/** The public shape of a motion page (spec §3 field names; ids as `_id`). */
export const toEntity = (row: EntityRow, origin: string) => ({
  _id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  image: { url: imageUrl(origin, row.imageKey) },
  socialMediaLinks: row.socialLinks,
  additionalLinks: row.additionalLinks,
  sortRank: row.sortRank,
  followerCount: row.followerCount,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The motion shape of DESIGN §5. Voter lists are never published; `viewerVote` tells the caller its own vote.
 */
export const toMotion = (row: MotionRow, entity: EntitySummaryRow, origin: string, viewerVote: ViewerVote = null) => ({
  _id: row.id,
  idea: row.text,
  createdAt: row.createdAt.toISOString(),
  aiStatus: row.aiStatus,
  aiScore: row.aiScore,
  aiExplanation: row.aiExplanation,
  aiCriteria: row.aiCriteria ?? null,
  aiModel: row.aiModel,
  votes: { count: row.upCount },
  downVotes: { count: row.downCount },
  viewerVote,
  entity: { _id: entity.id, slug: entity.slug, name: entity.name, image: { url: imageUrl(origin, entity.imageKey) } },
});

export type MotionJson = ReturnType<typeof toMotion>;
export type EntityJson = ReturnType<typeof toEntity>;

type UserRow = typeof users.$inferSelect;

/** The member shape every auth answer uses (spec §7): never the hash, the Google id or the token version. */
export const toUser = (row: UserRow) => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  isVerified: row.isVerified,
  profile: { link: row.pictureUrl ?? null },
});

export type UserJson = ReturnType<typeof toUser>;
