import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { app } from "../../../worker/app";
import { SERVER_DATA_ID, type ServerData } from "../../../worker/contract/server-render";
import { ENTRY_TYPE, PRELOAD_REL } from "../../../worker/ssr/app-after-paint";
import { renderScreen, splitShell } from "../../../worker/ssr/render-screen";
import { pagePath } from "../../../worker/contract/addresses";
import { FIRST_CITY, insertMotion, insertPage } from "../support/factories";
import { refreshCatalogue } from "../support/catalogue";
import { get, SHELL, withShell } from "../seo/shell";

// Public screens come server-rendered (worker/ssr/, README.md "Server rendering"): the HTML a crawler, a
// link preview or a slow phone gets already shows the screen, and carries the data it was drawn from so the
// browser asks for nothing twice. The CSP stays strict: the only scripts are files and non-executable data.

const NASTY = `Fix the "crossing" at 5th & Main </script><script>alert(1)</script> now`;

/** The body the app was rendered into, and its data block parsed. */
const rendered = async (path: string, status = 200) => {
  const res = await get(path);
  expect(res.status, path).toBe(status);
  const html = await res.text();
  const body = html.slice(html.indexOf("<body"));
  const block = new RegExp(`<script type="application/json" id="${SERVER_DATA_ID}">(.*?)</script>`, "s").exec(body);
  expect(block, `${path} carries its data`).not.toBeNull();
  return { html, body, data: JSON.parse(block![1]!) as ServerData & { queries: { queries: { queryKey: unknown[] }[] } } };
};

/** Every script element of a document: each must be a file or a data block, never inline code. */
const scriptsOf = (html: string) => [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!.trim());

describe("server-rendered public screens", () => {
  it("writes a motion's permalink with its text, escaped, and the data it was drawn from", async () => {
    const page = await insertPage({ name: "streets" });
    const motion = await insertMotion(page.id, { text: NASTY, score: 64, up: 9, down: 1 });
    const { body, data } = await rendered(`${pagePath({ slug: page.slug, jurisdiction: FIRST_CITY })}/motions/${motion.id}`);
    expect(body).toContain("Fix the &quot;crossing&quot; at 5th &amp; Main &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; now");
    expect(body).not.toContain("<script>alert(1)");
    const keys = data.queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => key.includes(motion.id))).toBe(true);
    expect(JSON.stringify(data)).toContain(JSON.stringify(NASTY));
    expect(Math.abs(data.now - Date.now())).toBeLessThan(60_000);
  });

  it("lists the motions of /motions and of a page, and the pages of the home screen, in the HTML", async () => {
    const page = await insertPage({ name: "parks and recreation" });
    await insertMotion(page.id, { text: "Open the Elm Street pool until nine on summer evenings." });
    // /motions is the national list, read from the catalogue: the motion written straight to D1 reaches it with the refresh.
    await refreshCatalogue();
    for (const path of ["/motions?sort=Latest", pagePath({ slug: page.slug, jurisdiction: FIRST_CITY })]) {
      const { body } = await rendered(path);
      expect(body, path).toContain("Open the Elm Street pool until nine on summer evenings.");
    }
    const home = await rendered("/");
    expect(home.body).toContain("Parks and recreation");
  });

  it("renders the not-found screen of an unknown page with 404", async () => {
    const { body } = await rendered("/no-such-page-here", 404);
    expect(body).toContain("Motion page not found");
  });

  it("keeps every script a file or a data block: nothing the CSP would refuse", async () => {
    const page = await insertPage();
    await insertMotion(page.id);
    for (const path of ["/", "/motions", "/pages", pagePath({ slug: page.slug, jurisdiction: FIRST_CITY }), "/about", "/how-scoring-works"]) {
      const { html } = await rendered(path);
      for (const attributes of scriptsOf(html)) expect(attributes, path).toMatch(/\bsrc=|type="application\/(json|ld\+json)"/);
      expect(html, path).not.toContain('type="module"');
    }
  });

  it("logs one line for a rendered screen, not one for each API read the render made", async () => {
    const lines: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      // Every request's line, as production writes them (local runs log failures only: REQUEST_LOG).
      const res = await get("/motions", { ...withShell, REQUEST_LOG: "all" });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(SERVER_DATA_ID);
    } finally {
      log.mockRestore();
    }
    const paths = lines.filter((line) => line.includes('"requestId"')).map((line) => (JSON.parse(line) as { path: string }).path);
    expect(paths).toEqual(["/motions"]);
  });

  it("holds a rendered screen's app code until its first paint, and a member screen's not at all", async () => {
    const { html } = await rendered("/about");
    expect(html).toContain(`<script type="${ENTRY_TYPE}" crossorigin src="/assets/index-test.js"></script>`);
    expect(html).toContain(`<link rel="${PRELOAD_REL}" crossorigin href="/assets/framework-test.js">`);
    const member = await (await get("/me")).text();
    expect(member).toContain('<script type="module" crossorigin src="/assets/index-test.js"></script>');
    expect(member).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-test.js">');
  });

  it("leaves member and back-office screens to the browser", async () => {
    for (const path of ["/me", "/admin", "/editor/moderation"]) {
      const html = await (await get(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain(SERVER_DATA_ID);
    }
  });
});

describe("the render stream", () => {
  const shell = splitShell(SHELL)!;

  it("leaves the shell as built, for the browser to render, when the screen's data cannot be read", async () => {
    const ctx = createExecutionContext();
    const unreachable = async () => {
      throw new Error("network down");
    };
    const html = await new Response(renderScreen(shell, "http://plaza.test/how-scoring-works", unreachable, (work) => ctx.waitUntil(work))).text();
    await waitOnExecutionContext(ctx);
    expect(html).toBe(SHELL);
  });

  it("sends a failed read in the data as the error the screen was drawn with, so the browser starts from it", async () => {
    const ctx = createExecutionContext();
    const api = async (request: Request) =>
      new URL(request.url).pathname === "/api/stats" ? Response.json({ message: "Too busy" }, { status: 503 }) : app.fetch(request, env, ctx);
    const html = await new Response(renderScreen(shell, "http://plaza.test/", api, (work) => ctx.waitUntil(work))).text();
    await waitOnExecutionContext(ctx);
    const block = new RegExp(`id="${SERVER_DATA_ID}">(.*?)</script>`, "s").exec(html);
    const { queries } = JSON.parse(block![1]!).queries as { queries: { queryKey: unknown[]; state: { status: string; error: unknown } }[] };
    const stats = queries.find((query) => query.queryKey[0] === "site-stats");
    expect(stats?.state).toMatchObject({ status: "error", error: { message: "Too busy", status: 503 } });
  });

  it("answers through the Worker's own app for the visitor it renders for", async () => {
    const ctx = createExecutionContext();
    const seen: string[] = [];
    const api = async (request: Request) => {
      seen.push(`${new URL(request.url).host} ${new URL(request.url).pathname}`);
      return app.fetch(request, env, ctx);
    };
    await new Response(renderScreen(shell, "http://plaza.test/pages", api, (work) => ctx.waitUntil(work))).text();
    await waitOnExecutionContext(ctx);
    expect(seen).toContain("plaza.test /api/entity");
  });
});
