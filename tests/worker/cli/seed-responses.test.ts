import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { MOTION_STATUSES, nextStatuses, RESPONSE_MAX_LENGTH, RESPONSE_MIN_LENGTH, type MotionStatus } from "../../../worker/contract/statuses";
import { ageToMs, seedPages } from "../../../worker/cli/seed/data";
import { RESPONDERS, seedResponses } from "../../../worker/cli/seed/responses";
import { describeSeed, seedDatabase, type SeedSummary } from "../../../worker/cli/seed/seed-database";
import { eq, isNull } from "drizzle-orm";
import { drizzleOver } from "../../../worker/db/client";
import { motionUpdates, notifications } from "../../../worker/db/answers-schema";
import { devMail } from "../../../worker/db/dev-mail-schema";
import { api, okJson } from "../support/client";
import { PNG_BYTES, trendKeys } from "../support/factories";
import { directory } from "../../../worker/db/placement";

// The demo data's official responses (posted by the seed through postUpdate): each names exactly one seeded
// motion, comes after it, follows the transition rules for its signer, and together they show every status.
// Then the seed itself, run into this file's own D1 (never the local state of `npm start`), read back
// through the public API.

const motions = seedPages.flatMap((p) => p.motions);
const find = (start: string) => motions.filter((m) => m.text.startsWith(start));

describe("seeded responses", () => {
  it("each names exactly one seeded motion (and merge target) and is younger than it", () => {
    for (const r of seedResponses) {
      expect(find(r.motion), r.motion).toHaveLength(1);
      if (r.mergedInto) expect(find(r.mergedInto), r.mergedInto).toHaveLength(1);
      expect(ageToMs(r.age), r.motion).toBeLessThan(ageToMs(find(r.motion)[0]!.age));
      expect(r.text.length).toBeGreaterThanOrEqual(RESPONSE_MIN_LENGTH);
      expect(r.text.length).toBeLessThanOrEqual(RESPONSE_MAX_LENGTH);
    }
  });

  it("moves each motion only as the rules allow, oldest first, and shows every status", () => {
    const status = new Map<string, MotionStatus>();
    const at = new Map<string, number>();
    for (const r of seedResponses) {
      const from = status.get(r.motion) ?? "open";
      if (r.status && r.status !== from) expect(nextStatuses(from, RESPONDERS[r.by].role), `${r.motion}: ${from} → ${r.status}`).toContain(r.status);
      expect(ageToMs(r.age), r.motion).toBeLessThanOrEqual(at.get(r.motion) ?? Infinity);
      status.set(r.motion, r.status ?? from);
      at.set(r.motion, ageToMs(r.age));
    }
    const shown = new Set([...status.values(), "open"]);
    expect([...shown].sort()).toEqual([...MOTION_STATUSES].sort());
    expect(seedResponses.some((r) => !r.status)).toBe(true); // a reply without a status change
  });
});

describe("seeding the demo data", () => {
  // Every page image is the same small PNG: the seed reads files from disk only under Node.
  const seed = () => seedDatabase(env, { loadImage: async () => PNG_BYTES });
  const detail = async (id: string) => (await okJson(await api().idea[":id"].$get({ param: { id } }))).motion;
  const listed = async (status: MotionStatus) => (await okJson(await api().idea.$get({ query: { status, sort: "Latest", limit: "50" } }))).motions;
  let first: SeedSummary;

  beforeAll(async () => {
    first = await seed();
  }, 120_000);

  it("answers each motion the responses name, and every status shows in the public lists", async () => {
    expect(first.answered).toBe(new Set(seedResponses.map((r) => r.motion)).size);
    expect(describeSeed(first)).toContain(`answered ${first.answered} motions`);
    for (const status of MOTION_STATUSES) {
      const motions = await listed(status);
      expect(motions.length, status).toBeGreaterThan(0);
      expect(motions.every((m) => m.status === status), status).toBe(true);
    }
    // A full history, oldest first, each step with its own text.
    const history = seedResponses.filter((r) => r.motion === "Eliminate late fines for good");
    const [fines] = (await listed("implemented")).filter((m) => m.idea.startsWith(history[0]!.motion));
    const { updates } = await detail(fines!._id);
    expect(updates.map((u) => [u.previousStatus, u.status, u.text])).toEqual(
      [["open", "under_review"], ["under_review", "accepted"], ["accepted", "in_progress"], ["in_progress", "implemented"]].map(([from, to], i) => [from, to, history[i]!.text]),
    );
  });

  it("links each merged motion to the motion it went into, which lists it as also proposed", async () => {
    const merges = seedResponses.filter((r) => r.status === "merged");
    const merged = await listed("merged");
    expect(merged).toHaveLength(merges.length);
    for (const r of merges) {
      const duplicate = merged.find((m) => m.idea.startsWith(r.motion))!;
      const { mergedIntoMotion } = await detail(duplicate._id);
      expect(mergedIntoMotion?.idea.startsWith(r.mergedInto!), r.motion).toBe(true);
      expect(mergedIntoMotion?._id).toBe(duplicate.mergedInto);
      const target = await detail(mergedIntoMotion!._id);
      expect(target.alsoProposedAs.map((m) => m._id)).toContain(duplicate._id);
      expect(target.updates.some((u) => u.mergedFrom === duplicate._id)).toBe(true);
    }
  });

  it("notifies each answered motion's author, voters and followers in the app, and mails nobody", async () => {
    const rows = await drizzleOver(directory(env)).select().from(notifications).where(eq(notifications.kind, "update"));
    // Every update but the merge targets' own timeline entries, which only record the merge.
    const updates = await drizzleOver(directory(env)).select({ id: motionUpdates.id }).from(motionUpdates).where(isNull(motionUpdates.mergedFromId));
    const authored = updates.filter((u) => !rows.some((n) => n.updateId === u.id && n.reason === "author"));
    expect(authored, "updates whose author got no notification").toEqual([]);
    expect(rows.some((n) => n.reason === "voter")).toBe(true);
    expect(rows.every((n) => n.emailedAt === null)).toBe(true);
    expect(await drizzleOver(directory(env)).select().from(devMail)).toEqual([]);
  });

  it("gives every motion its Trending key from its votes", async () => {
    const { results } = await directory(env).prepare("SELECT id FROM motions").all<{ id: string }>();
    const keys = await Promise.all(results.map((r) => trendKeys(r.id)));
    for (const { stored, recounted } of keys) expect(Math.abs(stored - recounted)).toBeLessThanOrEqual(1e-9 * Math.abs(recounted));
    expect(keys.filter((k) => k.recounted !== 0).length).toBeGreaterThan(keys.length / 2);
  });

  it("adds nothing on a second run", async () => {
    const before = await Promise.all(MOTION_STATUSES.map(async (s) => (await listed(s)).map((m) => [m._id, m.latestUpdate?._id])));
    const second = await seed();
    expect(second.answered).toBe(0);
    expect(describeSeed(second)).toBe("Demo data already seeded: nothing to add.");
    const after = await Promise.all(MOTION_STATUSES.map(async (s) => (await listed(s)).map((m) => [m._id, m.latestUpdate?._id])));
    expect(after).toEqual(before);
  }, 60_000);
});
