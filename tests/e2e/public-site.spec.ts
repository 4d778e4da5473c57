import { expect, test } from "./fixtures";
import type { PublicPath } from "./public-paths";

// Every public page renders its headings and key texts (no console error — the fixture fails the test on
// one) at 390 px and 1280 px (the config's two projects), and the header's theme toggle works on each of
// them. The numbered sections are the legal pages' own text, not data.

type PublicPage = { path: PublicPath; title: RegExp; h1: string; h2?: string[]; texts?: string[]; numberedSections?: number };

const PAGES: PublicPage[] = [
  {
    path: "/",
    title: /Plaza/,
    h1: "From Closed Doors to Real-Time Democracy",
    h2: [
      "The Fortress Is Crumbling",
      "A Living Communication Bridge",
      "Honesty Beats the Game When It's Public",
      "The First Real-Time Democracy",
      "Motion Campaigns",
      "Get in Touch",
    ],
    texts: ["See How It Works", "Speak", "Shape", "Live System", "24/7", "Learn More"],
  },
  {
    path: "/manifesto",
    title: /Manifesto/,
    h1: "Attention Is the New Public Square",
    h2: ["The Social Revolution", "Defining The What: Your Great Narrative", "Why Attention Is Worth More Than Gold"],
    texts: ["More Examples of Storytelling Pages", "Key Insights"],
  },
  {
    path: "/about",
    title: /About/,
    h1: "Opening City Hall to Everyone It Serves",
    h2: ["Our Mission", "Who We Are", "What We Are Building", "In Development"],
    texts: ["Learn How You Can Contribute"],
  },
  { path: "/team", title: /Team/, h1: "Who Runs Plaza, and How to Reach Us", h2: ["How the Work Is Divided", "How We Work"] },
  {
    path: "/contact",
    title: /Contact/,
    h1: "Contact Us",
    h2: ["Quick Answers"],
    texts: ["Full Name", "Email Address", "Send Message", "24 hours, Monday to Friday", "How do I submit an idea?"],
  },
  { path: "/privacy-policy", title: /Privacy Policy/, h1: "Privacy Policy", numberedSections: 8 },
  { path: "/terms-of-service", title: /Terms of Service/, h1: "Terms of Service", numberedSections: 12 },
  { path: "/how-scoring-works", title: /How scoring works/, h1: "How scoring works", h2: ["The criteria and their weights"] },
  { path: "/transparency", title: /Transparency/, h1: "Transparency", h2: ["How moderation works", "The last twelve months"], texts: ["Motions hidden per month and reason"] },
  { path: "/motions", title: /All Motions/, h1: "All Motions", texts: ["Discover and explore community motions"] },
  { path: "/pages", title: /Motion Pages/, h1: "Motion Pages" },
];

for (const { path, title, h1, h2 = [], texts = [], numberedSections } of PAGES) {
  test(`${path} renders its headings and key texts, and the theme toggle switches it`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
    await expect(page).toHaveTitle(title);
    // One title and one description per page, its own (the site's default is for the home page alone): the
    // Worker's copies for link previews give way to the app's.
    await expect(page.locator("head > title")).toHaveCount(1);
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveCount(1);
    if (path !== "/") expect(await description.getAttribute("content")).not.toMatch(/^Plaza is a live two-way channel/);
    for (const name of h2) await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeAttached();
    for (const text of texts) await expect(main.getByText(text, { exact: false }).first()).toBeAttached();
    if (numberedSections)
      await expect(main.getByRole("heading", { level: 2, name: /^\d+\.\s*\S/ })).toHaveCount(numberedSections);
    await expect(page.getByRole("contentinfo")).toBeVisible();

    const html = page.locator("html");
    const header = page.getByRole("banner");
    await expect(html).not.toHaveClass(/dark/);
    await header.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await header.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(html).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });
}
