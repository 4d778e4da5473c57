import { insertCity } from "../support/jurisdiction-factory";
import { describe, expect, it } from "vitest";
import { excerpt } from "../../../worker/contract/route-meta";
import { RUBRIC_MODEL } from "../../../worker/scoring/rubric/rubric-scorer";
import { insertMotion, insertPage } from "../support/factories";

import { expectPreviewTags, headOf, jsonLdOf, SITE } from "./shell";

// A motion's permalink (/{jurisdiction}/{page}/motions/{id}) is what members share: its head names the motion,
// its page and its city, points at the motion's share card, and describes it as a DiscussionForumPosting. Its
// text is people's words, so nothing in it can end a tag or the JSON-LD block. Its older addresses answer 301
// (tests/worker/seo/redirects.test.ts).

/** A page in a city of its own, and the path of a motion on it. */
const cityPage = async (name?: string) => {
  const city = await insertCity({ name: "Rivermouth" });
  const page = await insertPage({ jurisdictionId: city.id, ...(name ? { name } : {}) });
  return { city, page, pathOf: (id: string) => `/${city.slug}/${page.slug}/motions/${id}` };
};

const NASTY = `Fix the "crossing" at 5th & Main </script><script>alert(1)</script> now\nSecond line with 'quotes'`;

describe("a motion's head", () => {
  it("carries its first line, page and city as the title, its text, score and votes as the description", async () => {
    const { city, page, pathOf } = await cityPage("metro transit");
    const motion = await insertMotion(page.id, { text: "More night buses on line 4.\nThey stop at 11 pm today.", score: 72, aiModel: RUBRIC_MODEL, up: 15, down: 2 });
    const path = pathOf(motion.id);
    const head = await headOf(path);
    const description = "More night buses on line 4. They stop at 11 pm today. · Plaza rubric score 72/100 (rule-based) · 15 votes for, 2 against";
    expectPreviewTags(head, {
      title: "More night buses on line 4. — Metro transit, Rivermouth · Plaza",
      description,
      canonical: `${SITE}${path}`,
      card: "summary_large_image",
    });
    expect(head.meta.get("og:type")).toBe("article");
    expect(head.meta.get("og:image")).toBe(`${SITE}/og/motions/${motion.id}.png`);
    expect([head.meta.get("og:image:width"), head.meta.get("og:image:height")]).toEqual(["1200", "630"]);
    const [ld] = jsonLdOf(head);
    const [posting, crumbs] = ld!["@graph"] as Record<string, unknown>[];
    expect(posting).toMatchObject({
      "@type": "DiscussionForumPosting",
      url: `${SITE}${path}`,
      headline: "More night buses on line 4.",
      text: "More night buses on line 4.\nThey stop at 11 pm today.",
      dateCreated: motion.createdAt.toISOString(),
      spatialCoverage: { "@type": "City", name: "Rivermouth", url: `${SITE}/${city.slug}` },
      isPartOf: { "@type": "CollectionPage", url: `${SITE}/${city.slug}/${page.slug}`, name: "metro transit" },
      interactionStatistic: [
        { interactionType: "https://schema.org/LikeAction", userInteractionCount: 15 },
        { interactionType: "https://schema.org/DislikeAction", userInteractionCount: 2 },
      ],
    });
    expect(crumbs).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Rivermouth", item: `${SITE}/${city.slug}` },
        { position: 2, name: "metro transit", item: `${SITE}/${city.slug}/${page.slug}` },
        { position: 3, name: "More night buses on line 4.", item: `${SITE}${path}` },
      ],
    });
  });

  it("says AI only of a score a language model gave, with the model's name; the card's alt text names no scorer", async () => {
    const { page, pathOf } = await cityPage();
    const byRubric = await headOf(pathOf((await insertMotion(page.id, { text: "Plant trees on Elm Street.", score: 64, aiModel: RUBRIC_MODEL })).id));
    for (const name of ["description", "og:description", "og:image:alt", "twitter:description"]) expect(byRubric.meta.get(name) ?? "").not.toMatch(/\bAI\b/);
    const model = "@cf/meta/llama-3.3-70b-instruct-fp8-fast (Workers AI)";
    const byModel = await headOf(pathOf((await insertMotion(page.id, { text: "Plant trees on Oak Street.", score: 81, aiModel: model })).id));
    expect(byModel.meta.get("description")).toBe("Plant trees on Oak Street. · AI score 81/100 by Llama 3.3 70B (Workers AI) · 0 votes for, 0 against");
  });

  it("leaves out a score the motion does not have yet, and counts one vote as one", async () => {
    const { page, pathOf } = await cityPage();
    const motion = await insertMotion(page.id, { text: "Plant trees on Elm Street.", up: 1 });
    const head = await headOf(pathOf(motion.id));
    expect(head.meta.get("description")).toBe("Plant trees on Elm Street. · 1 vote for, 0 against");
  });

  it("escapes a text that tries to close the script element, and its JSON-LD still parses to the same text", async () => {
    const { page, pathOf } = await cityPage();
    const motion = await insertMotion(page.id, { text: NASTY, score: 40 });
    const head = await headOf(pathOf(motion.id));
    expect(head.html).not.toContain("<script>alert(1)");
    expect(head.scripts).toBe(3); // the shell's two and the JSON-LD, nothing the text opened
    expect(head.title).toBe(`${excerpt(NASTY.split("\n")[0]!, 60)} — ${page.name}, Rivermouth · Plaza`);
    expect(head.title).toContain('Fix the "crossing" at 5th & Main </script><script>');
    expect(head.meta.get("description")).toContain(`Fix the "crossing" at 5th & Main </script><script>alert(1)</script> now Second line with 'quotes'`);
    expect(head.meta.get("og:image:alt")).toContain('Fix the "crossing"');
    const [posting] = jsonLdOf(head)[0]!["@graph"] as { text: string }[];
    expect(posting!.text).toBe(NASTY);
  });

  it.each([
    ["hidden", "A motion hidden by the moderators"],
    ["removed", "A motion hidden by the moderators"],
    ["awaiting", "A motion awaiting review"],
  ] as const)("says only what a %s motion is, and keeps it out of the index", async (state, label) => {
    const { page, pathOf } = await cityPage();
    const motion = await insertMotion(page.id, { text: `Secret words ${state} </script>`, moderationState: state });
    const head = await headOf(pathOf(motion.id));
    expect(head.html).not.toContain("Secret words");
    expect(head.title).toBe(`${label} — ${page.name}, Rivermouth · Plaza`);
    expect(head.meta.get("robots")).toBe("noindex");
    expect(head.res.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(head.canonical).toBeNull();
    expect(head.jsonLd).toEqual([]);
    expect(head.meta.get("og:image")).toBe(`${SITE}/icons/icon-512.png`);
  });

  it("answers an unknown motion with 404 and the shell, unindexed", async () => {
    const { pathOf } = await cityPage();
    for (const id of ["0193c0de-0000-7000-8000-000000000000", "x".repeat(65)]) {
      const head = await headOf(pathOf(id), 404);
      expect(head.title).toBe("Motion not found · Plaza");
      expect(head.meta.get("robots")).toBe("noindex");
      expect(head.canonical).toBeNull();
    }
  });
});
