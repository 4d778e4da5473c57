import { describe, expect, it } from "vitest";
import { call } from "../support/client";
import { submittedOn } from "../support/placed-city";
import { headOf } from "./shell";

// A motion of a city on a shard has its permalink's head and its share card like any other (README.md,
// "Databases", routing by placement): both read the motion on its city's database.

describe("a motion kept on a shard", () => {
  it("has a head that names it and a share card", async () => {
    const { city, pages, motion } = await submittedOn("shard-3");
    const head = await headOf(`/${city.slug}/${pages[0]!.slug}/motions/${motion._id}`);
    expect(head.title).toContain("Open the");
    const card = await call(`/og/motions/${motion._id}.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get("Content-Type")).toBe("image/png");
  });
});
