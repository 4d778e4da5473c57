import { UUID } from "uuidv7";
import { hashPassword } from "../../worker/accounts/password";
import type { AiCriteria } from "../../worker/db/schema";
import { seededRandom } from "../../worker/cli/seed/data";
import { RUBRIC_MODEL } from "../../worker/scoring/rubric/rubric-scorer";
import { weightedScore } from "../../worker/scoring/criteria";
import { voteWeight } from "../../worker/jurisdictions/trend";
import { fanOutAudience } from "./fan-out-seed";
import { nationOf } from "./nation-seed";
import { motionTexts } from "./motion-text";
import { MOTIONS } from "./size";

// The benchmark data set as bulk SQL: multi-row INSERTs of literal values (no bound parameters, so D1's
// 100-parameter limit does not apply), the same every time (one seeded PRNG; times count back from now),
// executed in batches by state.ts. Vote counters are seeded without rows in `votes`: anonymous lists never
// read them, and the vote scenario uses a fresh motion, where counters and rows must agree exactly.

export const SIZES = { pages: 1_000, members: 10_000, motions: MOTIONS, regions: 20, cities: 1_000 };
/** Bump when the data set changes: a state seeded by another version is thrown away and seeded again. */
export const SEED_VERSION = 6;
export const BENCH_PASSWORD = "bench-password-1";
export const memberEmail = (i: number) => `bench-member-${String(i).padStart(5, "0")}@bench.plaza.example`;

const DAY = 86_400_000;
const MAX_STATEMENT_BYTES = 90_000; // under D1's 100 KB limit on one SQL statement
const random = seededRandom(`plaza-bench-v${SEED_VERSION}`);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const int = (max: number) => Math.floor(random() * max);

/** A UUIDv7 whose time part is `ms` (ids double as the tie-break, so they sort like created_at). */
const idAt = (ms: number) => UUID.fromFieldsV7(Math.floor(ms), int(0x1000), int(0x40000000), int(0x100000000)).toString();
const q = (v: string | number | null) => (v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`);

function* inserts(table: string, columns: string[], rows: Iterable<(string | number | null)[]>) {
  let values: string[] = [];
  let bytes = 0;
  const flush = () => `INSERT INTO ${table} (${columns.join(", ")}) VALUES\n${values.join(",\n")};`;
  for (const row of rows) {
    const value = `(${row.map(q).join(", ")})`;
    const size = Buffer.byteLength(value) + 2;
    if (bytes + size > MAX_STATEMENT_BYTES) {
      yield flush();
      values = [];
      bytes = 0;
    }
    values.push(value);
    bytes += size;
  }
  if (values.length) yield flush();
}

const WORDS = ["Transit", "Parks", "Housing", "Library", "Schools", "Water", "Streets", "Health", "Arts", "Budget", "Youth", "Climate"];
const ROLES = ["Department", "Office", "Council", "Board", "Authority", "Commission", "Agency", "Ward"];

// The city's answers: most motions still open, the rest spread over the lifecycle. Open is common enough
// (86%: 86,000 of 100,000) for the bench to walk 10,000 pages of 8 of it by cursor (deep-pages.ts).
const CITY_STATUSES: [string, number][] = [
  ["open", 0.86],
  ["under_review", 0.03],
  ["accepted", 0.04],
  ["in_progress", 0.02],
  ["implemented", 0.02],
  ["declined", 0.025],
  ["merged", 0.005],
];
const cityStatus = () => {
  let r = random();
  for (const [status, share] of CITY_STATUSES) if ((r -= share) < 0) return status;
  return "open";
};

/** 0–100 criterion around `mean` (sum of three uniforms: bell-shaped). */
const criterion = (mean: number) => Math.max(0, Math.min(100, Math.round(mean + (random() + random() + random() - 1.5) * 40)));

/**
 * Creation times over two years, most of them recent, oldest first: rows go in in the order a real city's
 * would (rowids, and so the FTS index's doclists, follow time). 8 bytes a motion (8 MB for a million).
 */
const creationTimes = (now: number) => {
  const times = new Float64Array(SIZES.motions);
  for (let i = 0; i < times.length; i++) times[i] = now - Math.floor(730 * DAY * random() ** 2) - 60_000;
  return times.sort();
};

/** The motions' rows, made one at a time as the INSERTs consume them (never the whole data set in memory). */
function* motionRows(pageIds: string[], memberIds: string[], now: number) {
  const times = creationTimes(now);
  const motionText = motionTexts(random, SIZES.motions);
  for (let i = 0; i < SIZES.motions; i++) {
    const createdAt = times[i]!;
    const status = random() < 0.98 ? "scored" : random() < 0.5 ? "failed" : "pending";
    const quality = 35 + random() * 40;
    const keys = ["relevance", "originality", "feasibility", "impact", "clarity", "scalability", "sustainability"] as const;
    const criteria = Object.fromEntries(keys.map((k) => [k, criterion(quality)])) as AiCriteria;
    const scored = status === "scored";
    // Heavy tail (Pareto-like): median 1 up, p90 ~10, p99 ~80, a few in the thousands; ~80 votes a member.
    const up = Math.min(3_000, Math.floor(2 * ((1 - random()) ** -0.8 - 1)));
    const down = Math.floor(up * 0.4 * random()) + Math.floor(3 * random() ** 3);
    // Trending's key as the votes would have left it: the net votes, each as if cast at one time between the
    // motion's posting and now (worker/jurisdictions/trend.ts).
    const trendKey = (up - down) * voteWeight(createdAt + random() * (now - createdAt));
    const city = cityStatus();
    // Answered within 60 days of posting, never in the future; open motions are unanswered.
    const answeredAt = city === "open" ? null : Math.min(now - 1_000, createdAt + Math.floor(60 * DAY * random()));
    yield [
      idAt(createdAt), pageIds[Math.floor(SIZES.pages * random() ** 2)]!, pick(memberIds), motionText(), status,
      scored ? weightedScore(criteria) : null,
      scored ? "Clear ask with a named owner; costs and success measures could be more specific." : status === "failed" ? "The analysis could not be completed." : null,
      scored ? JSON.stringify(criteria) : null, scored ? RUBRIC_MODEL : null, scored ? createdAt + 1_500 : null,
      up, down, createdAt, city, answeredAt, trendKey,
    ];
  }
}

/** Every statement of the data set, in insertion order (the tree, pages and members before the motions naming them). */
export async function* seedStatements(now = Date.now()) {
  const pageIds = Array.from({ length: SIZES.pages }, (_, i) => idAt(now - 800 * DAY + i * 60_000));
  const memberIds = Array.from({ length: SIZES.members }, (_, i) => idAt(now - 760 * DAY + i * 60_000));
  const tree = nationOf(SIZES, (i) => idAt(now - 850 * DAY + i * 1_000), inserts);
  yield* tree.statements;
  yield* inserts(
    "entities",
    ["id", "slug", "name", "description", "image_key", "sort_rank", "follower_count", "created_at", "jurisdiction_id"],
    pageIds.map((id, i) => {
      const name = `${pick(WORDS)} ${pick(ROLES)} ${i + 1}`;
      const description = `${name} of the city: motions about ${pick(WORDS).toLowerCase()} and ${pick(WORDS).toLowerCase()}, answered in public.`;
      return [id, `bench-page-${i + 1}`, name, description, "bench/page.png", 1 + int(3), int(5_000), now - 800 * DAY + i * 60_000, tree.cityOfPage(i)];
    }),
  );
  // One real password (member 1 signs in through POST /api/auth/login); the others get tokens minted directly.
  const hash = await hashPassword(BENCH_PASSWORD);
  yield* inserts(
    "users",
    ["id", "name", "email", "password_hash", "is_verified", "created_at"],
    memberIds.map((id, i) => [id, `Bench Member ${i + 1}`, memberEmail(i + 1), i === 0 ? hash : null, 1, now - 760 * DAY + i * 60_000]),
  );
  const columns = ["id", "entity_id", "author_id", "text", "ai_status", "ai_score", "ai_explanation", "ai_criteria", "ai_model", "scored_at", "up_count", "down_count", "created_at", "status", "answered_at", "trend_key"];
  yield* inserts("motions", columns, motionRows(pageIds, memberIds, now));
  yield* fanOutAudience(memberIds, now, hash, idAt, inserts);
}
