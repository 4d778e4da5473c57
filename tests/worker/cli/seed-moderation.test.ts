import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { moderationCases } from "../../../worker/cli/seed/moderation-cases";
import { seedDatabase } from "../../../worker/cli/seed/seed-database";
import { api, okJson } from "../support/client";
import { PNG_BYTES } from "../support/factories";
import { adminSession } from "../support/staff";

// The demo seed's moderation (worker/cli/seed/moderation-cases.ts), run into this file's own D1 and read back
// through the API as the back office and /transparency would: the queue, the log, the public figures.

const find = (start: string) => moderationCases.find((c) => c.text.startsWith(start))!;

describe("the demo moderation", () => {
  let admin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    await seedDatabase(env, { loadImage: async () => PNG_BYTES });
    admin = await adminSession();
  }, 120_000);

  it("leaves the reported cases in the queue: the advert hidden by three reports, the insult still public", async () => {
    const { items } = await okJson(await api(admin.auth).moderation.queue.$get({ query: { limit: "50" } }));
    const byText = (c: { text: string }) => items.find((i) => i.motion.idea === c.text);
    expect(byText(find("Cheap car insurance"))).toMatchObject({ state: "hidden", hiddenReason: "spam" });
    // Its reporters are seeded members with votes of their own before reporting: every report counted.
    expect(byText(find("Cheap car insurance"))!.reports.map((r) => r.counted)).toEqual([true, true, true]);
    expect(byText(find("Ban dogs"))).toMatchObject({ state: "review" });
    expect(items).toHaveLength(2);
  });

  it("logs every step, and /transparency shows the hides and the appeal", async () => {
    const { entries } = await okJson(await api(admin.auth).moderation.log.$get({ query: { limit: "50" } }));
    const actions = entries.map((e) => e.action);
    expect(actions.filter((a) => a === "auto-hide")).toHaveLength(2);
    expect(actions).toEqual(expect.arrayContaining(["hide", "appeal", "restore"]));
    const figures = await okJson(await api().transparency.$get());
    expect(figures.hiddenTotal).toBeGreaterThanOrEqual(3);
    expect(figures.appeals).toEqual({ made: 1, upheld: 0, rejected: 1 });
    expect(figures.medianHoursToDecision).toBeGreaterThan(0);
  });

  it("adds nothing on a second run", async () => {
    const second = await seedDatabase(env, { loadImage: async () => PNG_BYTES });
    expect(second.moderated).toBe(0);
  }, 60_000);
});
