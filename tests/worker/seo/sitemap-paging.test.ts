import { createExecutionContext, env } from "cloudflare:test";
import { inArray } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_STATES, type ModerationState } from "../../../worker/contract/moderation-states";
import { motions } from "../../../worker/db/schema";
import { sitemapRoutes } from "../../../worker/routes/sitemaps";
import { db, insertPage } from "../support/factories";
import { sitemapIndexLocs, urlsetEntries } from "./sitemap-xml-check";
import { directory } from "../../../worker/db/placement";
import { refreshCatalogue } from "../support/catalogue";

// Paging through thousands of motions with files of 1,000 URLs read 100 rows a query (the same code as the
// defaults of 50,000 and 1,000, scaled down): the files the index names cover every public motion exactly
// once, each within its rowid range of the national catalogue (which the minute's refresh brings up to rows
// written straight to D1) and the size, with hidden ones left out wherever they fall; each file arrives in
// many chunks, i.e. streamed.

const ORIGIN = new URL(env.APP_URL).origin;
const LIMITS = { urlsPerFile: 1000, rowsPerQuery: 100 };
const SEEDED = 2500;
const HIDDEN: ModerationState[] = ["hidden", "removed", "appealed", "awaiting"];
const routes = sitemapRoutes(LIMITS);
const get = (path: string) => routes.fetch(new Request(`http://plaza.test${path}`), env, createExecutionContext());

/** 2,500 motions over three pages in batches of multi-row inserts; every seventh one in a hidden state. */
const seed = async () => {
  const pageList = await Promise.all([insertPage(), insertPage(), insertPage()]);
  const rows = Array.from({ length: SEEDED }, (_, i) => ({
    id: uuidv7(),
    pageId: pageList[i % 3]!.id,
    text: `Motion number ${i} of the sitemap paging test.`,
    moderationState: i % 7 === 3 ? HIDDEN[i % HIDDEN.length]! : i % 11 === 0 ? ("review" as const) : ("published" as const),
  }));
  const d = db();
  const inserts = [];
  // D1 binds at most 100 values a statement, and drizzle binds the defaults of a row's other columns too.
  const perRow = d.insert(motions).values(rows[0]!).toSQL().params.length;
  const perStatement = Math.floor(100 / perRow);
  for (let i = 0; i < rows.length; i += perStatement) inserts.push(d.insert(motions).values(rows.slice(i, i + perStatement)));
  await d.batch(inserts as [(typeof inserts)[number], ...typeof inserts]);
  return rows;
};

/** The body of a file read part by part, as a crawler would receive it. */
const readParts = async (path: string) => {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  const reader = res.body!.getReader();
  const parts: string[] = [];
  for (let part = await reader.read(); !part.done; part = await reader.read()) parts.push(new TextDecoder().decode(part.value));
  return parts;
};

describe("motion sitemaps over thousands of motions", () => {
  let seeded: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    seeded = await seed();
    await refreshCatalogue();
  }, 60_000);

  it("cover every public motion exactly once, each file within its rowid range and 1,000 URLs, hidden ones never", async () => {
    const stored = await db().select({ id: motions.id, state: motions.moderationState }).from(motions);
    const rowidOf = new Map(
      (await directory(env).prepare("select id, rowid from motion_catalogue").all<{ id: string; rowid: number }>()).results.map((r) => [r.id, r.rowid]),
    );
    const lastRowid = Math.max(...rowidOf.values());
    const files = sitemapIndexLocs(await (await get("/sitemap.xml")).text(), ORIGIN).filter((loc) => loc.includes("/motions-"));
    expect(files).toEqual(Array.from({ length: Math.ceil(lastRowid / 1000) }, (_, i) => `${ORIGIN}/sitemaps/motions-${i + 1}.xml`));
    expect(files.length).toBeGreaterThanOrEqual(3);

    const seen: string[] = [];
    for (const [index, file] of files.entries()) {
      const parts = await readParts(new URL(file).pathname);
      expect(parts.length, `${file} arrived in one piece`).toBeGreaterThan(1);
      const entries = urlsetEntries(parts.join(""), ORIGIN);
      expect(entries.length).toBeLessThanOrEqual(1000);
      for (const { loc } of entries) {
        const id = loc.split("/motions/")[1]!;
        const rowid = rowidOf.get(id)!;
        expect(rowid > index * 1000 && rowid <= (index + 1) * 1000, `${id} (rowid ${rowid}) in file ${index + 1}`).toBe(true);
        seen.push(id);
      }
    }
    expect(new Set(seen).size, "a motion listed twice").toBe(seen.length);
    const publicIds = stored.filter((m) => PUBLIC_STATES.includes(m.state)).map((m) => m.id);
    expect(seen.sort()).toEqual(publicIds.sort());
    const hiddenSeeded = seeded.filter((m) => !PUBLIC_STATES.includes(m.moderationState)).map((m) => m.id);
    expect(hiddenSeeded.length).toBeGreaterThan(300);
    expect(seen.filter((id) => hiddenSeeded.includes(id))).toEqual([]);
  });

  it("keep a motion in its file when others are hidden, and answer 404 past the last file", async () => {
    const before = await readParts("/sitemaps/motions-2.xml");
    const first = urlsetEntries(before.join(""), ORIGIN)[0]!.loc.split("/motions/")[1]!;
    await db().update(motions).set({ moderationState: "removed" }).where(inArray(motions.id, [first]));
    await refreshCatalogue();
    const after = urlsetEntries((await readParts("/sitemaps/motions-2.xml")).join(""), ORIGIN).map((e) => e.loc);
    expect(after).toEqual(urlsetEntries(before.join(""), ORIGIN).slice(1).map((e) => e.loc));
    const files = sitemapIndexLocs(await (await get("/sitemap.xml")).text(), ORIGIN).filter((loc) => loc.includes("/motions-"));
    expect((await get(`/sitemaps/motions-${files.length + 1}.xml`)).status).toBe(404);
  });
});
