import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { commonMessages } from "../../../worker/contract/messages";
import { isLocalHost } from "../../../worker/http/local-only";
import wranglerToml from "../../../wrangler.toml?raw";
import { app } from "../../../worker/app";
import { errorJson } from "../support/client";

// A development build answers only local hosts, and the configuration makes deploying one by mistake
// impossible to reach: the unsafe deploy of the audit (a bare `wrangler deploy` shipping the dev outbox and
// the published JWT secret) is closed at both ends.

const PRODUCTION = { ...env, ENVIRONMENT: "production", JWT_SECRET: "a-strong-production-secret-of-more-than-32-chars" };
/** The app on any URL (the typed client always calls the test origin). */
const fetchUrl = (url: string, bindings: Env) => app.fetch(new Request(url), bindings, createExecutionContext());

/** The lines of one [table] of wrangler.toml, up to the next table header. */
const table = (name: string) => {
  const start = wranglerToml.indexOf(`[${name}]\n`);
  return start < 0 ? "" : wranglerToml.slice(start).split(/\n\[/)[0]!;
};
const topLevel = wranglerToml.split(/\n\[/)[0]!;

describe("a development build", () => {
  it("refuses requests on a public host with 503, and serves local ones", async () => {
    const res = await fetchUrl("https://plaza.example.com/api/health", env);
    expect((await errorJson(res, 503)).message).toBe(commonMessages.developmentBuild);
    expect((await fetchUrl("http://plaza.test/api/dev/mail", env)).status).toBe(200);
  });

  it("tells local hosts apart", () => {
    for (const host of ["localhost", "127.0.0.1", "[::1]", "plaza.test", "app.localhost"]) expect(isLocalHost(host), host).toBe(true);
    for (const host of ["plaza.example.com", "plaza-local.acme.workers.dev", "127.0.0.1.nip.io", "test"]) expect(isLocalHost(host), host).toBe(false);
  });

  it("never changes production: any host, and the dev outbox does not exist", async () => {
    const res = await fetchUrl("https://plaza.example.com/api/dev/mail", PRODUCTION);
    expect((await errorJson(res, 404)).message).toBe(commonMessages.notFound);
  });
});

describe("wrangler.toml", () => {
  it("gives the development build its own name and no public URL", () => {
    expect(topLevel).toMatch(/^name = "plaza-local"$/m);
    expect(topLevel).toMatch(/^workers_dev = false$/m);
    expect(topLevel).toMatch(/^preview_urls = false$/m);
    expect(table("env.production")).toMatch(/^name = "plaza"$/m);
  });

  it("runs production as production, with no development secret in its configuration", () => {
    const vars = table("env.production.vars");
    expect(vars).toMatch(/^ENVIRONMENT = "production"$/m);
    expect(vars).not.toMatch(/JWT_SECRET/);
    expect(vars).not.toContain("development-only-jwt-secret");
  });
});

