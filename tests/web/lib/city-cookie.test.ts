import { CITY_COOKIE, CITY_COOKIE_MAX_AGE } from "@contract/jurisdictions";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readCityCookie, writeCityCookie } from "../../../web/src/lib/city-cookie";

afterEach(() => {
  document.cookie = `${CITY_COOKIE}=; Max-Age=0; Path=/`;
  vi.restoreAllMocks();
});

describe("the chosen city's cookie", () => {
  it("is written for a year, on every path, and read back", () => {
    const written = vi.spyOn(Document.prototype, "cookie", "set");
    expect(readCityCookie()).toBeNull();
    writeCityCookie("cedar-falls");
    expect(written).toHaveBeenCalledWith(`${CITY_COOKIE}=cedar-falls; Max-Age=${CITY_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`);
    expect(readCityCookie()).toBe("cedar-falls");
  });

  it("ignores other cookies and a value it cannot decode", () => {
    document.cookie = "theme=dark; Path=/";
    document.cookie = `${CITY_COOKIE}=%E0%A4%A; Path=/`;
    expect(readCityCookie()).toBeNull();
    document.cookie = "theme=; Max-Age=0; Path=/";
  });
});
