import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolationsInBothThemes, settle } from "./a11y";
import { expect, test } from "./fixtures";

// axe-core (WCAG 2.2 AA) on the back office (spec §2: /admin/*, /editor/*), light and dark, at both
// widths: the two sign-in screens, every signed-in screen, and its dialogs and menu open. The demo staff
// of the seed sign in through the API; the token goes where the app keeps it.
test.use({ reducedMotion: "reduce" });

type Entity = { _id: string; name: string };

async function staffToken(request: APIRequestContext, kind: "admin" | "editor") {
  const res =
    kind === "admin"
      ? await request.post("/api/admin/login", { data: { email: "admin@plaza.local", password: "Admin123!" } })
      : await request.post("/api/editor/login", { data: { username: "editor", password: "editor123" } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { adminToken?: string; token?: string };
  return (body.adminToken ?? body.token)!;
}

async function signInAs(page: Page, request: APIRequestContext, kind: "admin" | "editor") {
  const token = await staffToken(request, kind);
  const key = kind === "admin" ? "adminToken" : "editorToken";
  await page.addInitScript(([k, v]) => window.localStorage.setItem(k!, v!), [key, token]);
}

// At 390 px the staff screens differ from desktop in layout only; the list, a form and the editors list
// cover that (and keep the suite's time down); the rest is checked at desktop width.
const AT_PHONE_WIDTH = /^\/admin\/(pages|pages\/add|editors)$/;

async function scan(page: Page, path: string, heading: RegExp | string) {
  if (test.info().project.name === "phone" && !AT_PHONE_WIDTH.test(path)) return;
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, path);
}

test("axe: the admin and editor sign-in screens, also with their errors", async ({ page }) => {
  for (const path of ["/admin", "/editor"]) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await settle(page);
    await expectNoAxeViolationsInBothThemes(page, path);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("textbox").first()).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolationsInBothThemes(page, `${path} with errors`);
  }
});

test("axe: the admin's page screens", async ({ page, request }) => {
  const [entity] = (await (await request.get("/api/entity")).json()) as Entity[];
  await signInAs(page, request, "admin");
  await scan(page, "/admin/pages", /pages/i);
  await scan(page, "/admin/pages/add", "Add page");
  await scan(page, `/admin/pages/${entity!._id}`, entity!.name);
  await scan(page, `/admin/pages/edit/${entity!._id}`, /edit/i);
});

test("axe: the admin's editors and messages screens", async ({ page, request }) => {
  await signInAs(page, request, "admin");
  await scan(page, "/admin/editors", /editors/i);
  await scan(page, "/admin/editors/add", "Add editor");
  await scan(page, "/admin/messages", /messages/i);
});

test("axe: the admin's dialogs", async ({ page, request }) => {
  await signInAs(page, request, "admin");
  await page.goto("/admin/editors");
  await settle(page);
  await page.getByRole("button", { name: "View editor", exact: true }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, "editor view dialog");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  // Opened and dismissed, never confirmed: the demo editor stays.
  await page.getByRole("button", { name: "Delete editor", exact: true }).click();
  await expect(page.getByRole("alertdialog").or(page.getByRole("dialog"))).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, "delete editor dialog");
  await page.keyboard.press("Escape");
});

test("axe: the staff account menu", async ({ page, request }) => {
  await signInAs(page, request, "admin");
  await page.goto("/admin/pages");
  await settle(page);
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, "staff account menu");
});

test("axe: the editor's screens", async ({ page, request }) => {
  const [entity] = (await (await request.get("/api/entity")).json()) as Entity[];
  await signInAs(page, request, "editor");
  await scan(page, "/editor/pages", /pages/i);
  await scan(page, "/editor/pages/add", "Add page");
  await scan(page, `/editor/pages/${entity!._id}`, entity!.name);
});
