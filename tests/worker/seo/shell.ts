import { createExecutionContext, env } from "cloudflare:test";
import { expect } from "vitest";
import { app } from "../../../worker/app";
import { readHead, type ReadHead } from "./read-head";

// The app shell as the Worker serves it to an app route. The built SPA may not exist when unit tests run, so
// its index.html comes from a stand-in of the ASSETS binding, shaped like web/index.html's head (a <title>,
// a script of its own); the browser tests use the real one.

export const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Plaza — real-time democracy for your city</title>' +
  '<script src="/theme-init.js"></script><script type="module" crossorigin src="/assets/index-test.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/framework-test.js"></head><body><div id="root"></div></body></html>';

export const withShell = {
  ...env,
  ASSETS: { fetch: async () => new Response(SHELL, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher,
};

/** The address every absolute URL of a head is built on: APP_URL (wrangler.toml [vars]). */
export const SITE = new URL(env.APP_URL).origin;

/** A request to the Worker on a host other than APP_URL's, as a crawler reaching workers.dev would make. */
export const get = (path: string, bindings: Env = withShell, method = "GET") =>
  app.fetch(new Request(`http://plaza.test${path}`, { method }), bindings, createExecutionContext());

/** GET an app route, check it is the shell with the given status, and read its head. */
export const headOf = async (path: string, status = 200): Promise<ReadHead & { res: Response; html: string }> => {
  const res = await get(path);
  expect(res.status, path).toBe(status);
  expect(res.headers.get("Content-Type")).toContain("text/html");
  expect(res.headers.get("Cache-Control")).toBe("no-cache");
  const html = await res.text();
  // Public and not-found screens come server-rendered with their data; member screens are the empty shell.
  expect(html).toMatch(/<div id="root"><\/div>|<script type="application\/json" id="plaza-server-data">/);
  return { ...(await readHead(html)), res, html };
};

/** Every JSON-LD block of a head, parsed (a block that is not JSON fails the test here). */
export const jsonLdOf = (head: ReadHead) => head.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);

/**
 * The tags every indexable route carries, each once: title, description, canonical, Open Graph and the
 * Twitter card, all agreeing with each other.
 */
export const expectPreviewTags = (head: ReadHead, expected: { title: string; description: string; canonical: string; card?: string }) => {
  expect(head.title).toBe(expected.title);
  expect(head.meta.get("description")).toBe(expected.description);
  expect(head.canonical).toBe(expected.canonical);
  expect(head.meta.get("og:title")).toBe(expected.title);
  expect(head.meta.get("og:description")).toBe(expected.description);
  expect(head.meta.get("og:url")).toBe(expected.canonical);
  expect(head.meta.get("og:site_name")).toBe("Plaza");
  expect(head.meta.get("og:type")).toMatch(/^(website|article)$/);
  expect(head.meta.get("og:image")).toMatch(/^https?:\/\//);
  expect(head.meta.get("og:image:alt")).toBeTruthy();
  expect(head.meta.get("twitter:card")).toBe(expected.card ?? "summary");
  expect(head.meta.get("twitter:title")).toBe(expected.title);
  expect(head.meta.get("twitter:description")).toBe(expected.description);
  expect(head.meta.get("twitter:image")).toBe(head.meta.get("og:image"));
  expect(head.meta.has("robots")).toBe(false);
  for (const [key, count] of head.counts) expect(count, key).toBe(1);
};
