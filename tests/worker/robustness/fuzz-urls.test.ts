import fc from "fast-check";
import { describe, it } from "vitest";
import { nastyString } from "./arbitraries";
import { judged, perRun, SEED, sendValid, withFakeGoogle } from "./harness";
import { buildPath, paramNames, routeName, ROUTES } from "./routes";

// Property: whatever a URL carries — path parameters with "..", "%00", broken percent-encoding, lone
// surrogates or 20,000 characters; query strings with duplicates, arrays, unknown keys, numbers out of
// range, forged cursors — every route answers honestly and a refused request writes nothing.

const RUNS = 25;

const b64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text))).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

/** Percent-encoded, or as typed (the URL parser then encodes only what it must); lone surrogates cannot be encoded. */
const inUrl = (text: string, encode: boolean) => {
  if (!encode) return text;
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
};

const paramValue = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  fc.constantFrom("..", "../", "..%2f..%2f", "%2e%2e", "%00", "a%00b", "%", "%zz", "%E0%A4%A", "%ED%A0%80", "%C0%AF", "%FF", "\u0000", "~", "."),
  fc.constantFrom("%2F", "x?y=1", "x#frag", "a/b", "entities/../../x", "entities%2F..%2Fx", "a".repeat(65), "é".repeat(121)),
  fc.integer({ min: 200, max: 20_000 }).map((n) => "a".repeat(n)),
  fc.webSegment(),
);

/** A forged cursor: base64url JSON of any shape, or of the right shape with wrong kinds of values. */
const cursor = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }).map((v) => b64url(JSON.stringify(v))),
  fc.array(fc.oneof(fc.double(), fc.string({ maxLength: 70 }), fc.integer(), fc.constant(null)), { maxLength: 5 }).map((v) => b64url(JSON.stringify(v))),
  fc.constantFrom("", "=", "****", "e30", "W10", "WzEsMl0", "WyIxIiwiMiJd"),
);

const queryKey = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("page", "limit", "sort", "cursor", "search", "entity", "status") },
  fc.constantFrom("page[]", "limit[]", "sort[0]", "__proto__", "constructor", "", "PAGE", "page "),
  fc.string({ maxLength: 10 }),
);
const queryValue = fc.oneof(
  fc.constantFrom("-1", "0", "1.5", "1e3", "0x10", "NaN", "Infinity", "-0", "+1", " 1", "01", "999999999", "1000000", "1000001"),
  fc.constantFrom("51", "50", "4294967296", "9007199254740993", "", "A.I", "Votes", "Latest", "a.i", "open", "all", "true"),
  fc.integer().map(String),
  fc.bigInt().map(String),
  nastyString,
  cursor,
);
const queryString = fc.oneof(
  fc
    .array(fc.tuple(queryKey, queryValue, fc.boolean()), { maxLength: 8 })
    .map((pairs) => `?${pairs.map(([k, v, encode]) => `${inUrl(k, encode)}=${inUrl(v, encode)}`).join("&")}`),
  fc.constantFrom("?", "?&&&", "?=", "?page", "?page=&page=", "?%", "?a=%zz", "?page=1&page=2", "?cursor[]=x", "?limit=1&limit=50", "?sort=Votes&sort=Latest"),
);

describe("fuzzed URLs", () => {
  withFakeGoogle();

  const withParams = ROUTES.filter((r) => paramNames(r).length > 0).map((route) => ({ name: routeName(route), route }));
  it.each(withParams)("$name: any path parameter is answered honestly", { timeout: 60_000 }, async ({ name, route }) => {
    const names = paramNames(route);
    const next = perRun(route);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(paramValue, fc.boolean()), { minLength: names.length, maxLength: names.length }), async (values) => {
        const { valid, headers } = await next();
        const params = Object.fromEntries(names.map((n, i) => [n, inUrl(values[i]![0], values[i]![1])]));
        const path = buildPath(route, params);
        await judged(`${name} ${JSON.stringify(path.slice(0, 120))}`, route, () => sendValid(route, valid, { path, headers }));
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  // Every route, not only the four that read a query: the others must ignore whatever comes along.
  const all = ROUTES.map((route) => ({ name: routeName(route), route }));
  it.each(all)("$name: any query string is answered honestly", { timeout: 60_000 }, async ({ name, route }) => {
    const reads = route.path === "/api/entity" || route.path.startsWith("/api/idea") || route.path === "/api/contact/messages";
    const next = perRun(route);
    await fc.assert(
      fc.asyncProperty(queryString, fc.boolean(), async (query, keepValid) => {
        const { valid, headers } = await next();
        // Half the time on top of the valid query (entity=… stays), so the other keys are reached too.
        const base = keepValid && valid.query ? `${new URLSearchParams(valid.query)}&` : "";
        const full = base ? `?${base}${query.slice(1)}` : query;
        await judged(`${name} ${JSON.stringify(full.slice(0, 160))}`, route, () => sendValid(route, valid, { query: full, headers }));
      }),
      { numRuns: reads ? RUNS * 2 : 5, seed: SEED },
    );
  });
});
