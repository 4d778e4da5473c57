import { describe, expect, it } from "vitest";
import { baseSlug, firstFreeSlug, MAX_SLUG_LENGTH, numberedSlug, RESERVED_SLUGS } from "../../../worker/shared/slug";

// Page slugs: lower-case, transliterated, bounded, never a route name, unique by suffix.

describe("baseSlug", () => {
  it.each([
    ["City Hall", "city-hall"],
    ["  Café & Bar  ", "cafe-and-bar"],
    ["Ñandú — São Paulo!", "nandu-sao-paulo"],
    ["Straße Øresund Łódź Æther", "strasse-oresund-lodz-aether"],
    ["Mayor's Office (2026)", "mayors-office-2026"],
    ["---", "page"],
    ["市政厅", "page"],
    ["ＦＵＬＬＷＩＤＴＨ", "fullwidth"],
  ])("%j → %j", (name, slug) => {
    expect(baseSlug(name)).toBe(slug);
  });

  it("is at most 80 characters and never ends in a dash", () => {
    const slug = baseSlug(`${"a".repeat(79)} b c`);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).not.toMatch(/-$/);
  });

  it("never answers a reserved route name", () => {
    for (const reserved of RESERVED_SLUGS) {
      const slug = baseSlug(reserved.replaceAll("-", " ").toUpperCase());
      expect(RESERVED_SLUGS.has(slug)).toBe(false);
      expect(slug).toBe(`${reserved}-page`);
    }
  });

  it("reserves the first path segment of every SPA screen and Worker route", () => {
    const listed = "pages motions about admin editor team api images manifesto contact privacy-policy terms-of-service reset-password verify-email verify-email-pending auth how-scoring-works transparency me notifications og sitemaps";
    for (const name of listed.split(" ")) expect(RESERVED_SLUGS.has(name)).toBe(true);
  });
});

describe("firstFreeSlug", () => {
  it("keeps a free base and counts up from 2 past taken ones", () => {
    expect(firstFreeSlug("city-hall", new Set())).toBe("city-hall");
    expect(firstFreeSlug("city-hall", new Set(["city-hall"]))).toBe("city-hall-2");
    expect(firstFreeSlug("city-hall", new Set(["city-hall", "city-hall-2", "city-hall-3"]))).toBe("city-hall-4");
    expect(firstFreeSlug("city-hall", new Set(["city-hall", "city-hall-3"]))).toBe("city-hall-2");
  });

  it("clips a long base so the numbered slug still fits", () => {
    const base = "a".repeat(MAX_SLUG_LENGTH);
    const slug = numberedSlug(base, 12);
    expect(slug).toHaveLength(MAX_SLUG_LENGTH);
    expect(slug.endsWith("-12")).toBe(true);
    expect(firstFreeSlug(base, new Set([base]))).toBe(numberedSlug(base, 2));
  });
});
