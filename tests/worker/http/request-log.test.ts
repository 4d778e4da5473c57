import { env } from "cloudflare:test";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "../../../worker/http/error-handler";
import { requestLog } from "../../../worker/http/request-log";
import type { AppEnv } from "../../../worker/shared/app-env";
import wranglerToml from "../../../wrangler.toml?raw";
import { api } from "../support/client";

// The per-request log line (worker/http/request-log.ts): one structured line a request in production
// (REQUEST_LOG = "all"); locally (wrangler.toml's [vars]: "errors") only failures write one.

type Line = { level: string; requestId: string; method: string; path: string; status: number; ms: number };

const ALL = { ...env, REQUEST_LOG: "all" };

/** The request lines console.log received while `run` ran, parsed. */
const linesDuring = async (run: () => Promise<unknown>) => {
  const lines: Line[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((line: unknown) => {
    if (String(line).includes('"requestId"')) lines.push(JSON.parse(String(line)) as Line);
  });
  try {
    await run();
  } finally {
    log.mockRestore();
  }
  return lines;
};

// A throwaway app with the app's request id and log, and a route that fails.
const failing = new Hono<AppEnv>()
  .use(requestId())
  .use(requestLog)
  .get("/boom", () => {
    throw new Error("boom");
  });
failing.onError(handleError);

afterEach(() => vi.restoreAllMocks());

describe("the request log line", () => {
  it("is written for every request with REQUEST_LOG = all, tagged with the answer's request id", async () => {
    let res: { headers: Headers } | undefined;
    const lines = await linesDuring(async () => (res = await api({}, ALL).health.$get()));
    expect(lines).toEqual([{ level: "info", requestId: res!.headers.get("X-Request-Id"), method: "GET", path: "/api/health", status: 200, ms: expect.any(Number) }]);
  });

  it("is left out for answers below 500 with REQUEST_LOG = errors", async () => {
    const lines = await linesDuring(async () => {
      expect((await api({}, { ...env, REQUEST_LOG: "errors" }).health.$get()).status).toBe(200);
      expect((await api({}, { ...env, REQUEST_LOG: "errors" }).entity[":slug"].$get({ param: { slug: "no-such-page" } })).status).toBe(404);
    });
    expect(lines).toEqual([]);
  });

  it("is written for a failure whatever REQUEST_LOG says", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {}); // the error handler's stack trace
    for (const REQUEST_LOG of ["errors", "all"]) {
      const lines = await linesDuring(async () => expect((await failing.request("/boom", {}, { ...env, REQUEST_LOG })).status).toBe(500));
      expect(lines.map((line) => [line.level, line.path, line.status]), REQUEST_LOG).toEqual([["error", "/boom", 500]]);
    }
  });

  it("is quiet in local runs and full in production (wrangler.toml)", () => {
    const [local, production] = wranglerToml.split("[env.production.vars]");
    expect(local).toMatch(/^REQUEST_LOG = "errors"$/m);
    expect(production!.split(/\n\[/)[0]).toMatch(/^REQUEST_LOG = "all"$/m);
  });
});
