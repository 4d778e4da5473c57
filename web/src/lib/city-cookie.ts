import { CITY_COOKIE, CITY_COOKIE_MAX_AGE } from "@contract/jurisdictions";

// The visitor's chosen city lives in the `plaza_city` cookie (README.md, "A nation of cities"): the Worker
// reads it to render the home page in that city, and GET /api/jurisdictions/suggest answers it as `chosen`.
// Written here, by the city chooser and by the account screen's home city, so both agree on its form.

/** Remembers `slug` as the chosen city for a year, on every path, sent on top-level navigations only. */
export function writeCityCookie(slug: string) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CITY_COOKIE}=${encodeURIComponent(slug)}; Max-Age=${CITY_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
}

/** The chosen city's slug as this browser holds it, or null (no choice yet, or no document: a server render). */
export function readCityCookie(): string | null {
  if (typeof document === "undefined") return null;
  const pair = document.cookie.split("; ").find((part) => part.startsWith(`${CITY_COOKIE}=`));
  if (!pair) return null;
  try {
    return decodeURIComponent(pair.slice(CITY_COOKIE.length + 1)) || null;
  } catch {
    return null; // a cookie someone else wrote, not ours to read
  }
}
