import { test as base, expect, type Page } from "@playwright/test";
import { apiClient, type Api } from "./api";

/**
 * Every browser test fails on a console error or an uncaught page error: a broken page is a bug even
 * when the assertion the test set out to make still holds.
 */
let visitor = 0;

/**
 * Public screens arrive server-rendered, their buttons drawn before the app's code has taken them over
 * (README.md, "Server rendering"). A person needs a moment to find a button; a test does not, so every
 * navigation waits for the app to mark the document hydrated — unless it asks only for the first bytes.
 */
const waitForApp = async (page: Page, options?: { waitUntil?: string }) => {
  if (options?.waitUntil === "commit") return;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
};

export const test = base.extend<{ api: Api; consoleErrors: string[]; expectedConsoleErrors: RegExp | null }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForApp(page, options);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForApp(page, options);
      return response;
    };
    await use(page);
  },
  // Each test is its own visitor (Cloudflare sets CF-Connecting-IP in production; locally it passes
  // through), so per-IP rate limits count one test's requests, not the whole suite's.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    visitor += 1;
    await use({ "CF-Connecting-IP": `10.${testInfo.workerIndex % 250}.${Math.floor(visitor / 250) % 250}.${visitor % 250}` });
  },
  // The Worker's typed client, as the same visitor as the test's browser: how a test makes its own data.
  api: async ({ extraHTTPHeaders }, use) => {
    await use(apiClient(extraHTTPHeaders));
  },
  // A test that provokes an error on purpose (a 404 the page then handles) names it here.
  expectedConsoleErrors: [null, { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        const text = msg.text();
        if (msg.type() === "error" && !expectedConsoleErrors?.test(text)) errors.push(text);
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
