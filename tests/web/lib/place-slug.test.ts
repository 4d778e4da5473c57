import { describe, expect, it } from "vitest";
import { placeSlug } from "../../../web/src/lib/place-slug";

describe("a place in an address", () => {
  it("reads a place from an address as a lower-case slug, or nothing", () => {
    expect(placeSlug(" Rivermouth ")).toBe("rivermouth");
    expect(placeSlug("")).toBeUndefined();
    expect(placeSlug(42)).toBeUndefined();
  });
});
