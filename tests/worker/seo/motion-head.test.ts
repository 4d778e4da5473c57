import { describe, expect, it } from "vitest";
import { excerpt } from "../../../worker/contract/route-meta";
import { insertMotion, insertPage } from "../support/factories";
import { expectPreviewTags, get, headOf, jsonLdOf, SITE } from "./shell";

// A motion's permalink (/{slug}/motions/{id}) is what members share: its head names the motion and its
// page, points at the motion's share card, and describes it as a DiscussionForumPosting. Its text is
// people's words, so nothing in it can end a tag or the JSON-LD block.

const NASTY = `Fix the "crossing" at 5th & Main </script><script>alert(1)</script> now\nSecond line with 'quotes'`;

describe("a motion's head", () => {
  it("carries its first line and page as the title, its text, score and votes as the description", async () => {
    const page = await insertPage({ name: "metro transit" });
    const motion = await insertMotion(page.id, { text: "More night buses on line 4.\nThey stop at 11 pm today.", score: 72, up: 15, down: 2 });
    const path = `/${page.slug}/motions/${motion.id}`;
    const head = await headOf(path);
    const description = "More night buses on line 4. They stop at 11 pm today. · AI score 72/100 · 15 votes for, 2 against";
    expectPreviewTags(head, {
      title: "More night buses on line 4. — Metro transit · Plaza",
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
      isPartOf: { "@type": "CollectionPage", url: `${SITE}/${page.slug}`, name: "metro transit" },
      interactionStatistic: [
        { interactionType: "https://schema.org/LikeAction", userInteractionCount: 15 },
        { interactionType: "https://schema.org/DislikeAction", userInteractionCount: 2 },
      ],
    });
    expect(crumbs!["@type"]).toBe("BreadcrumbList");
  });

  it("leaves out a score the motion does not have yet, and counts one vote as one", async () => {
    const page = await insertPage();
    const motion = await insertMotion(page.id, { text: "Plant trees on Elm Street.", up: 1 });
    const head = await headOf(`/${page.slug}/motions/${motion.id}`);
    expect(head.meta.get("description")).toBe("Plant trees on Elm Street. · 1 vote for, 0 against");
  });

  it("escapes a text that tries to close the script element, and its JSON-LD still parses to the same text", async () => {
    const page = await insertPage();
    const motion = await insertMotion(page.id, { text: NASTY, score: 40 });
    const head = await headOf(`/${page.slug}/motions/${motion.id}`);
    expect(head.html).not.toContain("<script>alert(1)");
    expect(head.scripts).toBe(3); // the shell's two and the JSON-LD, nothing the text opened
    expect(head.title).toBe(`${excerpt(NASTY.split("\n")[0]!, 60)} — ${page.name} · Plaza`);
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
    const page = await insertPage();
    const motion = await insertMotion(page.id, { text: `Secret words ${state} </script>`, moderationState: state });
    const head = await headOf(`/${page.slug}/motions/${motion.id}`);
    expect(head.html).not.toContain("Secret words");
    expect(head.title).toBe(`${label} — ${page.name} · Plaza`);
    expect(head.meta.get("robots")).toBe("noindex");
    expect(head.res.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(head.canonical).toBeNull();
    expect(head.jsonLd).toEqual([]);
    expect(head.meta.get("og:image")).toBe(`${SITE}/icons/icon-512.png`);
  });

  it("answers an unknown motion with 404 and the shell, unindexed", async () => {
    const page = await insertPage();
    for (const id of ["0193c0de-0000-7000-8000-000000000000", "x".repeat(65)]) {
      const head = await headOf(`/${page.slug}/motions/${id}`, 404);
      expect(head.title).toBe("Motion not found · Plaza");
      expect(head.meta.get("robots")).toBe("noindex");
      expect(head.canonical).toBeNull();
    }
  });

  it("sends a motion under another page's slug to its own address, keeping the query", async () => {
    const page = await insertPage();
    const motion = await insertMotion(page.id);
    const res = await get(`/some-other-page/motions/${motion.id}?utm_source=chat`);
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(`/${page.slug}/motions/${motion.id}?utm_source=chat`);
  });
});
