import { getTableColumns, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/d1";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { UUID } from "uuidv7";
import { hashPassword } from "../../accounts/password";
import { detectImageType, type CheckedImage } from "../../images/image-check";
import { newImageKey, storeImage } from "../../images/image-store";
import { drizzleOver } from "../../db/client";
import { directory, everyDatabase, type Databases } from "../../db/placement";
import { refreshShardTotals } from "../../jurisdictions/shard-totals";
import { spreadNation } from "./spread";
import { pages, motions, users, votes } from "../../db/schema";
import { trendKeyFromVotes } from "../../jurisdictions/trend";
import { voteRow } from "../../db/vote-keys";
import { ageToMs, authorIndex, motionKey, planVotes, seedMembers, seedPages } from "./data";
import { scoreAndAnswer } from "./after-seed";
import { refreshCatalogue } from "../../catalogue/refresh";
import { demoMemberPassword } from "./demo-accounts";
import { seedJurisdictions } from "./nation";
import { staffStatements } from "./seed-staff";

// The demo seed: idempotent, local development only. The nation's jurisdictions are keyed by slug
// (nation.ts), pages by their city and slug, members by e-mail, staff by e-mail and username (seed-staff.ts);
// motions and their votes are only ever created together with a newly created page, in one atomic D1 batch,
// so a second run adds nothing.

export type SeedEnv = Databases & Pick<Env, "IMAGES" | "ENVIRONMENT">;
export type SeedOptions = {
  /** Reads a file of worker/db/seed/images/; defaults to the file system (Node). */
  loadImage?: (file: string) => Promise<Uint8Array>;
  /** The seed run's clock (ms); motion ages count back from it. */
  now?: number;
};
export type SeedSummary = {
  /** Jurisdictions of the demo nation created, or renamed from the migration's first rows. */
  jurisdictions: number;
  /** Jurisdictions moved to the shard the demo places them on (seed/spread.ts). */
  spread: number;
  pages: number;
  motions: number;
  members: number;
  votes: number;
  /** Seeded motions scored by the rubric in this run (new ones, and any an older seed left pending). */
  scored: number;
  /** Seeded motions that got their first official response in this run (worker/cli/seed/responses.ts). */
  answered: number;
  /** Demo moderation cases played in this run (worker/cli/seed/moderation-cases.ts). */
  moderated: number;
  admin: boolean;
  editor: boolean;
  /** City admins and editors created (demo-accounts.ts demoCityStaff, less the demo editor). */
  cityStaff: number;
};

const DAY = 86_400_000;
/** D1 binds at most 100 parameters per statement. */
const MAX_PARAMS = 100;

/** A UUIDv7 whose time part is `ms`, so a seeded row's id sorts like its creation time. */
const idAt = (ms: number) => {
  const [a, b, c] = crypto.getRandomValues(new Uint32Array(3));
  return UUID.fromFieldsV7(Math.floor(ms), a! & 0xfff, b! & 0x3fffffff, c!).toString();
};

const chunk = <T>(rows: T[], size: number) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/** Rows per multi-row INSERT that keep every statement under D1's parameter limit. */
const rowsPerInsert = (table: SQLiteTable) => Math.max(1, Math.floor(MAX_PARAMS / Object.keys(getTableColumns(table)).length));

const readImageFile = async (file: string) => {
  const [{ readFile }, { fileURLToPath }] = await Promise.all([import("node:fs/promises"), import("node:url")]);
  return new Uint8Array(await readFile(fileURLToPath(new URL(`./images/${file}`, import.meta.url).href)));
};

/** True when no motion page exists yet (a fresh local database). */
export const isDatabaseEmpty = async (env: Databases) => {
  const [row] = await drizzle(directory(env)).select({ id: pages.id }).from(pages).limit(1);
  return !row;
};

export const seedDatabase = async (env: SeedEnv, options: SeedOptions = {}): Promise<SeedSummary> => {
  if (env.ENVIRONMENT !== "development") {
    throw new Error(`Refusing to seed demo data: ENVIRONMENT is "${env.ENVIRONMENT}", not "development".`);
  }
  const db = drizzleOver(directory(env));
  const now = options.now ?? Date.now();
  const loadImage = options.loadImage ?? readImageFile;

  const nation = await seedJurisdictions(db);
  const cityOf = (page: { city: string }) => nation.ids.get(page.city)!;
  const [existingPages, existingMembers] = await Promise.all([
    db.select({ slug: pages.slug, jurisdictionId: pages.jurisdictionId }).from(pages).where(inArray(pages.slug, [...new Set(seedPages.map((p) => p.slug))])),
    db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, seedMembers.map((m) => m.email))),
  ]);

  // Members: reuse those already there, create the rest (verified, with the demo member password).
  const memberIds = new Map(existingMembers.map((m) => [m.email, m.id]));
  const missingMembers = seedMembers.filter((m) => !memberIds.has(m.email));
  const memberHashes = await Promise.all(missingMembers.map(() => hashPassword(demoMemberPassword)));
  const memberRows: (typeof users.$inferInsert)[] = missingMembers.map((m, i) => {
    const createdAt = now - 90 * DAY + seedMembers.indexOf(m) * DAY;
    const row = { id: idAt(createdAt), name: m.name, email: m.email, passwordHash: memberHashes[i]!, isVerified: true, createdAt: new Date(createdAt) };
    memberIds.set(m.email, row.id);
    return row;
  });
  const memberIdList = seedMembers.map((m) => memberIds.get(m.email)!);

  // Pages that do not exist yet in their city, each with all of its motions and their votes.
  const known = new Set(existingPages.map((p) => `${p.jurisdictionId}/${p.slug}`));
  const newPages = seedPages.filter((p) => !known.has(`${cityOf(p)}/${p.slug}`));
  const pageRows: (typeof pages.$inferInsert)[] = [];
  const motionRows: (typeof motions.$inferInsert)[] = [];
  const voteRows: ReturnType<typeof voteRow>[] = [];
  // Each image's type is read from its bytes, as an upload's is.
  const checked = await Promise.all(newPages.map(async (page) => seedImage(page.image, await loadImage(page.image))));
  const images: { key: string; image: CheckedImage }[] = [];
  for (const [pageIndex, page] of newPages.entries()) {
    const createdAt = now - 75 * DAY + seedPages.indexOf(page) * 3_600_000;
    const pageId = idAt(createdAt);
    const image = checked[pageIndex]!;
    const imageKey = newImageKey(image.type);
    images.push({ key: imageKey, image });
    const { motions: pageMotions, image: _file, city: _city, ...info } = page;
    pageRows.push({ ...info, id: pageId, jurisdictionId: cityOf(page), imageKey, createdAt: new Date(createdAt) });
    for (const [index, motion] of pageMotions.entries()) {
      const key = motionKey(page, index);
      const postedAt = now - ageToMs(motion.age);
      const motionId = idAt(postedAt);
      const authorId = memberIdList[authorIndex(key, memberIdList.length)]!;
      motionRows.push({ id: motionId, pageId, authorId, text: motion.text, aiStatus: "pending", createdAt: new Date(postedAt) });
      for (const vote of planVotes(key, motion, memberIdList.length)) {
        const votedAt = Math.round(postedAt + vote.at * (now - postedAt));
        voteRows.push(voteRow({ motionId, userId: memberIdList[vote.member]!, direction: vote.direction, at: votedAt }));
      }
    }
  }

  const statements: BatchItem<"sqlite">[] = [
    ...chunk(memberRows, rowsPerInsert(users)).map((rows) => db.insert(users).values(rows).onConflictDoNothing()),
    ...chunk(pageRows, rowsPerInsert(pages)).map((rows) => db.insert(pages).values(rows).onConflictDoNothing()),
    ...chunk(motionRows, rowsPerInsert(motions)).map((rows) => db.insert(motions).values(rows).onConflictDoNothing()),
    ...chunk(voteRows, rowsPerInsert(votes)).map((rows) => db.insert(votes).values(rows).onConflictDoNothing()),
  ];
  if (pageRows.length > 0) {
    // The denormalised counters come from the votes table itself, never from the plan.
    const tally = (direction: "up" | "down") =>
      sql<number>`(select count(*) from ${votes} where ${votes.motionSeq} = ${motions.seq} and ${votes.up} = ${direction === "up" ? sql`1` : sql`0`})`;
    // Trending's key from the votes, as migration 0022 computed it (jurisdictions/trend.ts).
    const newPageIds = pageRows.map((p) => p.id!);
    const counters = { upCount: tally("up"), downCount: tally("down"), trendKey: trendKeyFromVotes(motions.seq) };
    statements.push(db.update(motions).set(counters).where(inArray(motions.pageId, newPageIds)));
  }
  const staff = await staffStatements(db, nation.ids);
  statements.push(...staff.statements);

  const summary = {
    jurisdictions: nation.changed,
    pages: pageRows.length,
    motions: motionRows.length,
    members: memberRows.length,
    votes: voteRows.length,
    admin: staff.admin,
    editor: staff.editor,
    cityStaff: staff.cityStaff,
  };
  // Spread over the databases, scored and answered where each motion now is, then in the national catalogue
  // and the nation's totals at once, not a minute later (README.md, "Routing by placement").
  const finish = async () => {
    const spread = await spreadNation(env);
    const places = everyDatabase(env).map(({ name, db: d1 }) => ({ name, db: drizzleOver(d1) }));
    const answered = await scoreAndAnswer(places, memberIdList, now);
    await refreshCatalogue(env);
    await refreshShardTotals(env);
    return { ...summary, ...answered, spread };
  };
  const [first, ...rest] = statements;
  if (!first) return finish();

  // Images first, so no committed page ever points at a missing object; removed again if the batch fails.
  await Promise.all(images.map(({ key, image }) => storeImage(env.IMAGES, image, key)));
  try {
    await db.batch([first, ...rest]);
  } catch (error) {
    if (images.length > 0) await env.IMAGES.delete(images.map((i) => i.key)).catch(() => {});
    throw error;
  }
  return finish();
};

/** One line for the console: what a seed run created, or that there was nothing to add. */
export const describeSeed = (s: SeedSummary) => {
  const accounts = [s.admin && "demo admin", s.editor && "demo editor", s.cityStaff && `${s.cityStaff} city staff`].filter(Boolean).join(" and ");
  const nothing = !s.jurisdictions && !s.spread && !s.pages && !s.motions && !s.members && !s.votes && !s.scored && !s.answered && !s.moderated && !accounts;
  if (nothing) return "Demo data already seeded: nothing to add.";
  const moderated = s.moderated ? `; ${s.moderated} moderation cases` : "";
  const places = s.jurisdictions ? `${s.jurisdictions} jurisdictions, ` : "";
  const spread = s.spread ? `; moved ${s.spread} jurisdictions to their shards` : "";
  return `Seeded ${places}${s.pages} pages, ${s.motions} motions, ${s.members} members, ${s.votes} votes; scored ${s.scored} motions; answered ${s.answered} motions${moderated}${spread}${accounts ? `; created ${accounts}` : ""}.`;
};

const seedImage = (file: string, bytes: Uint8Array): CheckedImage => {
  const type = detectImageType(bytes);
  if (!type) throw new Error(`seed image ${file} is not an image Plaza accepts`);
  return { bytes, type };
};
