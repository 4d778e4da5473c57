import { describe, expect, it } from "vitest";
import { escapeHtml, headTags, jsonForScript } from "../../../worker/seo/head-tags";
import { readHead } from "./read-head";

// Every value of a head comes from people, so each is escaped for where it goes: attributes for the HTML
// parser, JSON-LD for the JSON parser and for the HTML parser, which ends a <script> at "</script".

const HOSTILE = `"'><img src=x onerror=alert(1)> & </script><script>alert(2)</script><!-- \u2028`;

describe("escaping a head's values", () => {
  it("escapes the five characters HTML gives meaning to, and nothing else", () => {
    expect(escapeHtml(`a&b<c>d"e'f café`)).toBe("a&amp;b&lt;c&gt;d&quot;e&#39;f café");
  });

  it("writes JSON-LD that cannot end its script element and parses back to the same data", () => {
    const data = { text: HOSTILE, nested: [{ name: "</SCRIPT >" }] };
    const json = jsonForScript(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
  });

  it("keeps every tag whole when each value is hostile", async () => {
    const html = `<html><head><title>x</title>${headTags({
      title: HOSTILE,
      description: HOSTILE,
      canonical: `https://plaza.example/${HOSTILE}`,
      url: `https://plaza.example/${HOSTILE}`,
      image: { url: `https://plaza.example/i.png?${HOSTILE}`, alt: HOSTILE, width: 1200, height: 630 },
      card: "summary_large_image",
      ogType: "article",
      jsonLd: { "@context": "https://schema.org", text: HOSTILE },
    })}</head><body></body></html>`;
    const head = await readHead(html);
    expect(head.scripts).toBe(1);
    expect(head.meta.get("description")).toBe(HOSTILE);
    expect(head.meta.get("og:title")).toBe(HOSTILE);
    expect(head.meta.get("og:image:alt")).toBe(HOSTILE);
    expect(head.meta.get("twitter:description")).toBe(HOSTILE);
    expect(head.canonical).toBe(`https://plaza.example/${HOSTILE}`);
    expect(JSON.parse(head.jsonLd[0]!)).toEqual({ "@context": "https://schema.org", text: HOSTILE });
    expect(html).not.toContain("<img");
  });

  it("adds robots noindex only when asked, and leaves out a canonical address it was not given", async () => {
    const head = await readHead(
      `<head>${headTags({ title: "t", description: "d", url: "https://plaza.example/me", image: { url: "https://plaza.example/i.png", alt: "a" }, card: "summary", ogType: "website", noindex: true })}</head>`,
    );
    expect(head.meta.get("robots")).toBe("noindex");
    expect(head.canonical).toBeNull();
    expect(head.meta.has("og:image:width")).toBe(false);
    expect(head.jsonLd).toEqual([]);
  });
});
