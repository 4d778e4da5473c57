import { describe, expect, it } from "vitest";
import { matchRoute } from "../../../worker/seo/match-route";

// Which screen of the SPA a path names, ranked as TanStack Router ranks its routes.

describe("matching a path to the SPA's routes", () => {
  it("prefers a fixed name to a parameter, as the router does", () => {
    expect(matchRoute("/motions")?.pattern).toBe("/motions");
    expect(matchRoute("/metro-transit")).toEqual({ pattern: "/$slug", params: { slug: "metro-transit" }, indexable: true });
    expect(matchRoute("/admin/pages/add")?.pattern).toBe("/admin/pages/add");
    expect(matchRoute("/admin/pages/0193")?.params).toEqual({ id: "0193" });
  });

  it("reads a motion permalink's slug and id, percent-decoded", () => {
    expect(matchRoute("/metro/motions/0193")).toEqual({ pattern: "/$slug/motions/$id", params: { slug: "metro", id: "0193" }, indexable: true });
    expect(matchRoute("/pages/search/caf%C3%A9%20bar")?.params).toEqual({ search: "café bar" });
    expect(matchRoute("/pages/search/%E0%A4")?.params).toEqual({ search: "%E0%A4" });
  });

  it("ignores a trailing slash and the case of fixed names", () => {
    expect(matchRoute("/pages/")?.pattern).toBe("/pages");
    expect(matchRoute("/About")?.pattern).toBe("/about");
    expect(matchRoute("/")?.pattern).toBe("/");
  });

  it("marks member and back-office screens as not to be indexed", () => {
    for (const path of ["/me", "/me/notifications", "/admin", "/editor/pages/edit/1", "/verify-email", "/auth/callback"]) {
      expect(matchRoute(path)?.indexable, path).toBe(false);
    }
  });

  it("names no screen for a path the SPA has none for", () => {
    for (const path of ["/motions/1", "/pages/search", "/admin/unknown", "/a/b/c/d", "/metro/motion/1"]) {
      expect(matchRoute(path), path).toBeNull();
    }
  });
});
