import { motionPath, pagePath } from "../../worker/contract/addresses";
import type { Page, Request } from "@playwright/test";
import { SERVER_DATA_ID } from "../../worker/contract/server-render";
import { newMotion, newPage, signedInMember, uniqueTag, vote } from "./factories";
import { expect, test } from "./fixtures";
import { PUBLIC_PATHS } from "./public-paths";
import { signIn } from "./session";

// Public screens arrive server-rendered (README.md, "Server rendering"): the HTML already shows the screen,
// the browser hydrates it without a mismatch (the fixture fails a test on any console error, and React
// reports a mismatch as one), and the data the server read travels in the page, so neither the first load
// nor a reload asks the API for it again.

/** The API requests a page makes from now on. */
const apiRequests = (page: Page) => {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) seen.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return seen;
};

/** Loaded, hydrated (the theme toggle answers a click, which needs React's handlers) and settled. */
async function expectHydrated(page: Page, path: string) {
  await expect(page.locator(`#${SERVER_DATA_ID}`), `${path} came server-rendered`).toHaveCount(1);
  const html = page.locator("html");
  const toggle = page.getByRole("button", { name: /Switch to (dark|light) theme/ }).first();
  const dark = (await html.getAttribute("class"))?.includes("dark") ?? false;
  await toggle.click();
  await expect(html, `${path} is interactive`).toHaveClass(dark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
  await toggle.click(); // back to the theme the test started with
  await page.waitForLoadState("networkidle");
}

test("every public route arrives rendered, hydrates, and asks for no data on load or on reload", async ({ page, api }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const created = await newPage(api, { name: `Harbour district ${tag}` });
  const member = await signedInMember(api);
  const motion = await newMotion(api, member, created._id, `Light the harbour steps ${tag} every evening.`);
  // A city's home and the nation's view of the demo nation (README.md, "A nation of cities") too.
  const paths = [...PUBLIC_PATHS, "/rivermouth", "/norland", pagePath(created), motionPath({ _id: motion._id, entity: created }), `/pages/search/${tag}`];
  const requests = apiRequests(page);
  for (const path of paths) {
    await page.goto(path);
    await expectHydrated(page, path);
    expect(requests, `${path} on load`).toEqual([]);
    await page.reload();
    await expectHydrated(page, path);
    expect(requests, `${path} on reload`).toEqual([]);
  }
  // The screens really are the data's: the page and its motion are on them.
  await page.goto(motionPath({ _id: motion._id, entity: created }));
  await expect(page.getByText(`Light the harbour steps ${tag} every evening.`).first()).toBeVisible();
});

test("a motion's permalink shows its text and votes with JavaScript turned off", async ({ browser, api }) => {
  const created = await newPage(api);
  const member = await signedInMember(api);
  const text = `Plant shade trees on Quay Street ${uniqueTag()}.`;
  const motion = await newMotion(api, member, created._id, text);
  await vote(api, member, motion._id, "up");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const res = await page.goto(motionPath({ _id: motion._id, entity: created }));
  expect(res?.status()).toBe(200);
  await expect(page.getByText(text).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /Upvote/ }).first()).toContainText("1");
  await context.close();
});

test("a signed-in member's own vote shows on a server-rendered screen", async ({ page, api }) => {
  const created = await newPage(api);
  const member = await signedInMember(api);
  const motion = await newMotion(api, member, created._id);
  await vote(api, member, motion._id, "up");
  await signIn(page, member.token);
  await page.goto(motionPath({ _id: motion._id, entity: created }));
  // Rendered for nobody in particular, then read again with the member's session once hydrated.
  await expect(page.getByRole("button", { name: /Upvote/ }).first()).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: /^Account menu for / })).toBeVisible();
});

test.describe("a not-found screen the server drew", () => {
  // The document's own 404: Chromium logs it. The test checks below that nothing else failed to load.
  test.use({ expectedConsoleErrors: /status of 404/ });

  test("is not asked of the API again by the browser", async ({ page }) => {
    const slug = `no-such-page-${uniqueTag()}`;
    const id = "0190f0f0-0000-7000-8000-000000000000";
    const screens = [
      { path: `/${slug}`, heading: "Motion page not found", read: `/api/entity/${slug}` },
      { path: `/some-page/motions/${id}`, heading: "Motion not found", read: `/api/idea/${id}` },
    ];
    const failedLoads: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") failedLoads.push(new URL(message.location().url).pathname);
    });
    const requests = apiRequests(page);
    for (const { path, heading, read } of screens) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(requests.filter((request) => request.includes(read)), `${path} read again`).toEqual([]);
    }
    expect(failedLoads, "the only failed loads are the documents").toEqual(screens.map((screen) => screen.path));
  });
});

test.describe("before the app's code runs", () => {
  // The app's scripts are held back here, so the browser reports them as failed loads.
  test.use({ expectedConsoleErrors: /Failed to load resource/ });

  test("a signed-in member's browser never shows the server's Login button", async ({ page, api }) => {
    const member = await signedInMember(api);
    await signIn(page, member.token);
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/motions", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "All Motions" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Login" })).toBeHidden();
    // A visitor without a session sees it, from the same HTML.
    await page.evaluate(() => window.localStorage.removeItem("token"));
    const visitor = await page.context().newPage();
    await visitor.route("**/assets/*.js", (route) => route.abort());
    await visitor.goto("/motions", { waitUntil: "commit" });
    await expect(visitor.getByRole("button", { name: "Login" })).toBeVisible();
  });
});
