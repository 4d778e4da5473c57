import { SEARCH_MAX_LENGTH } from "@contract/limits";
import { describe, expect, it } from "vitest";
import { defaultSortFor, searchTerm, validateMotionListSearch } from "../../../../../web/src/features/motions/lib/motion-search";

describe("validateMotionListSearch: the search in a motion list's URL", () => {
  it("keeps the search trimmed, and drops it when blank", () => {
    expect(validateMotionListSearch({ q: "  bike lanes  " })).toEqual({ q: "bike lanes", sort: undefined, status: undefined });
    expect(validateMotionListSearch({ q: "   " }).q).toBeUndefined();
    expect(validateMotionListSearch({ q: "" }).q).toBeUndefined();
    expect(validateMotionListSearch({}).q).toBeUndefined();
  });

  it(`cuts a search to ${SEARCH_MAX_LENGTH} characters, as the Worker accepts`, () => {
    const long = `${"a".repeat(SEARCH_MAX_LENGTH - 1)} ${"b".repeat(50)}`;
    expect(validateMotionListSearch({ q: long }).q).toBe("a".repeat(SEARCH_MAX_LENGTH - 1));
    expect(validateMotionListSearch({ q: "x".repeat(SEARCH_MAX_LENGTH + 20) }).q).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it("reads a search the router parsed as a number or a boolean as its text, and ignores objects", () => {
    expect(validateMotionListSearch({ q: 2024 }).q).toBe("2024");
    expect(validateMotionListSearch({ q: true }).q).toBe("true");
    expect(validateMotionListSearch({ q: { $gt: "" } }).q).toBeUndefined();
    expect(validateMotionListSearch({ q: ["a", "b"] }).q).toBeUndefined();
  });

  it("sorts by Relevance with a search and leaves it out of the URL; any other sort is kept", () => {
    expect(defaultSortFor("bike")).toBe("Relevance");
    expect(defaultSortFor(undefined)).toBe("A.I");
    expect(validateMotionListSearch({ q: "bike", sort: "Relevance" }).sort).toBeUndefined();
    expect(validateMotionListSearch({ q: "bike", sort: "A.I" }).sort).toBe("A.I");
    expect(validateMotionListSearch({ q: "bike", sort: "Votes" }).sort).toBe("Votes");
  });

  it("drops Relevance without a search (the Worker refuses it) and the default A.I sort", () => {
    expect(validateMotionListSearch({ sort: "Relevance" }).sort).toBeUndefined();
    expect(validateMotionListSearch({ q: " ", sort: "Relevance" }).sort).toBeUndefined();
    expect(validateMotionListSearch({ sort: "A.I" }).sort).toBeUndefined();
    expect(validateMotionListSearch({ sort: "Latest" }).sort).toBe("Latest");
    expect(validateMotionListSearch({ sort: "Loudest" }).sort).toBeUndefined();
  });

  it("keeps the status filter beside a search", () => {
    expect(validateMotionListSearch({ q: "bench", status: "accepted", sort: "Votes" })).toEqual({ q: "bench", sort: "Votes", status: "accepted" });
    expect(validateMotionListSearch({ q: "bench", status: "done" }).status).toBeUndefined();
  });

  it("searchTerm is the same rule on its own", () => {
    expect(searchTerm("  Peatón ")).toBe("Peatón");
    expect(searchTerm(null)).toBeUndefined();
  });
});
