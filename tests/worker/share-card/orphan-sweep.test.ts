import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sweepHourly } from "../../../worker/cron/sweep";
import { call } from "../support/client";
import { insertMotion, insertPage, putImage } from "../support/factories";

// The hourly sweep deletes page images no page names (worker/pages/orphan-images.ts). Share cards live in
// the same bucket under share-cards/, which no page ever names: the sweep must leave them alone.

const HOUR = 3_600_000;

describe("the hourly orphan-image sweep and share cards", () => {
  it("deletes an orphaned page image but never a share card, however old", async () => {
    const motion = await insertMotion((await insertPage()).id, { score: 70 });
    expect((await call(`/og/motions/${motion.id}.png`, undefined, env)).status).toBe(200);
    const [card] = (await env.IMAGES.list({ prefix: `share-cards/${motion.id}/` })).objects.map((o) => o.key);
    expect(card).toBeDefined();
    const orphan = await putImage(); // an entities/ key no page names
    await sweepHourly(env, Date.now() + 48 * HOUR);
    expect(await env.IMAGES.head(orphan.key)).toBeNull();
    expect(await env.IMAGES.head(card!)).not.toBeNull();
  });
});
