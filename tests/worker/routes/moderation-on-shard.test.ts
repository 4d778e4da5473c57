import { describe, expect, it } from "vitest";
import { api, okJson } from "../support/client";
import { adminOf } from "../support/jurisdiction-staff";
import { countOn, on } from "../support/moves";
import { submittedOn } from "../support/placed-city";

// The moderators of a city on a shard work there (README.md, "Databases", routing by placement): the city's
// admin decides on a motion of shard-3, the state and the log entry are written there, the national catalogue
// drops the hidden motion at once, and the city's log shows the decision.

describe("moderating a city on a shard", () => {
  it("hides a motion on its shard and takes it out of the national catalogue", async () => {
    const { city, motion } = await submittedOn("shard-3");
    const admin = await adminOf(city);
    const json = { action: "hide" as const, expectedState: "published" as const, reason: "spam" as const };
    expect((await okJson(await api(admin.auth).moderation.motions[":id"].$post({ param: { id: motion._id }, json }))).state).toBe("removed");
    const row = await on("shard-3").prepare("select moderation_state as s from motions where id = ?").bind(motion._id).first<{ s: string }>();
    expect(row!.s).toBe("removed");
    expect(await countOn("shard-3", "moderation_log", "motion_id = ? and action = 'hide'", motion._id)).toBe(1);
    expect(await countOn("directory", "motion_catalogue", "id = ?", motion._id)).toBe(0);
    const log = await okJson(await api(admin.auth).moderation.log.$get({ query: { limit: "50" } }));
    expect(log.entries.map((e) => e.motion?._id)).toContain(motion._id);
  });
});
