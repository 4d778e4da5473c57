import fc from "fast-check";
import { describe, it } from "vitest";
import { formBody, JSON_TYPES, jsonBody } from "./arbitraries";
import { hit, judged, perRun, SEED, withFakeGoogle } from "./harness";
import { buildPath, routeName, ROUTES } from "./routes";

// Property: whatever body arrives at a JSON or multipart route — random JSON of every shape, the valid body
// with fields of the wrong type, null, huge, unicode or deeply nested, text that is not JSON, nothing at
// all, random files, broken multipart — the answer is honest (no 5xx; { message } with an honest status)
// and a refused request writes nothing. Callers are ones the route admits, so the body really is looked at.

const RUNS = 40;
const preview = (body: unknown) => (typeof body === "string" ? JSON.stringify(body.slice(0, 80)) : String(body));

describe("fuzzed bodies", () => {
  withFakeGoogle();

  const jsonRoutes = ROUTES.filter((r) => r.body === "json").map((route) => ({ name: routeName(route), route }));
  it.each(jsonRoutes)("$name: any JSON body is answered honestly", { timeout: 60_000 }, async ({ name, route }) => {
    const template = (await route.valid()).json!;
    const next = perRun(route);
    await fc.assert(
      fc.asyncProperty(jsonBody(template), JSON_TYPES, async (body, type) => {
        const { valid, headers } = await next(); // one-shot params (mailed tokens) stay fresh
        const target = buildPath(route, valid.params);
        const send = () => hit(route.method, target, { headers: { ...headers, "Content-Type": type }, body });
        await judged(`${name} ${type} ${preview(body)}`, route, send);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  const formRoutes = ROUTES.filter((r) => r.body === "form").map((route) => ({ name: routeName(route), route }));
  it.each(formRoutes)("$name: any multipart body is answered honestly", { timeout: 60_000 }, async ({ name, route }) => {
    const template = (await route.valid()).form!;
    const next = perRun(route);
    await fc.assert(
      fc.asyncProperty(formBody(template), async ({ body, type }) => {
        const { valid, headers } = await next();
        const target = buildPath(route, valid.params);
        const send = () => hit(route.method, target, { headers: { ...headers, ...(type ? { "Content-Type": type } : {}) }, body });
        await judged(`${name} ${preview(body)}`, route, send);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
