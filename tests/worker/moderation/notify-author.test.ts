import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { writeCard } from "../../../worker/accounts/member-cards";
import { drizzleOver } from "../../../worker/db/client";
import { moderationLog } from "../../../worker/db/moderation-schema";
import { directory } from "../../../worker/db/placement";
import { indexMotion } from "../../../worker/db/record-placement";
import { motions } from "../../../worker/db/schema";
import { notifyAuthor } from "../../../worker/moderation/notify-author";
import { insertMember } from "../support/factories";
import { countOn, on } from "../support/moves";
import { mailsFor } from "../support/notifications";
import { cityOn } from "../support/placed-city";

// The moderators' word to a motion's author (worker/moderation/notify-author.ts) when the motion is on a shard:
// the notification beside the motion, the mail to the author's address on the directory, never the card's.

const SHARD = "shard-3";

describe("notifying the author of a motion on a shard", () => {
  it("writes the notification on the shard and mails the directory's address", async () => {
    const { pages } = await cityOn(SHARD);
    const author = await insertMember();
    await writeCard(on(SHARD), author);
    const shard = drizzleOver(on(SHARD));
    const motionId = crypto.randomUUID();
    await indexMotion(directory(env), motionId, pages[0]!.id);
    await shard.insert(motions).values({ id: motionId, pageId: pages[0]!.id, text: "A motion the moderators hide.", authorId: author.id });
    const [log] = await shard
      .insert(moderationLog)
      .values({ id: crypto.randomUUID(), motionId, action: "hide", reason: "spam", actorName: "Moderator", actorRole: "admin", fromState: "published", toState: "hidden" })
      .returning();
    await notifyAuthor(shard, env, log!.id);
    expect(await countOn(SHARD, "notifications", "user_id = ?1 and kind = 'moderation'", author.id)).toBe(1);
    expect(await mailsFor(author.email)).toHaveLength(1);
    expect(await mailsFor(`${author.id}@member.invalid`)).toEqual([]);
  });
});
