import { describe, expect, it } from "vitest";
import { call } from "../support/client";
import { submittedOn } from "../support/placed-city";
import { headOf, SITE } from "./shell";
import { sitemapIndexLocs, urlsetEntries } from "./sitemap-xml-check";

// A motion of a city on a shard has its permalink's head and its share card like any other (README.md,
// "Routing by placement"): both read the motion on its city's database; the sitemap lists it from the catalogue.

describe("a motion kept on a shard", () => {
  it("has a head that names it and a share card", async () => {
    const { city, pages, motion } = await submittedOn("shard-3");
    const head = await headOf(`/${city.slug}/${pages[0]!.slug}/motions/${motion._id}`);
    expect(head.title).toContain("Open the");
    const card = await call(`/og/motions/${motion._id}.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get("Content-Type")).toBe("image/png");
  });

  it("is listed in the motions sitemap, from the national catalogue", async () => {
    const { city, pages, motion } = await submittedOn("shard-3");
    const files = sitemapIndexLocs(await (await call("/sitemap.xml")).text(), SITE).filter((loc) => loc.includes("/motions-"));
    const locs = (await Promise.all(files.map(async (file) => urlsetEntries(await (await call(new URL(file).pathname)).text(), SITE)))).flat().map((e) => e.loc);
    expect(locs).toContain(`${SITE}/${city.slug}/${pages[0]!.slug}/motions/${motion._id}`);
  });
});
