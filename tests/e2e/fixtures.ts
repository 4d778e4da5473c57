import { test as base, expect } from "@playwright/test";

/**
 * Every browser test fails on a console error or an uncaught page error: a broken page is a bug even
 * when the assertion the test set out to make still holds.
 */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp[] }>({
  // A test that provokes an error on purpose (a 404 the page then handles) names it here.
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        const text = msg.text();
        if (msg.type() === "error" && !expectedConsoleErrors.some((re) => re.test(text))) errors.push(text);
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
