import type { Locator, Page } from "@playwright/test";
import { signedInMember } from "./factories";
import { expect, test } from "./fixtures";
import { revealHomeContactForm } from "./landing";
import { signIn } from "./session";

// The contact forms (messages, submit, banner, cleared fields), the manifesto's collapsibles and the join
// buttons that open the login dialog for logged-out visitors only.

const SENT = "Message sent successfully! We'll be in touch soon.";

async function expectSent(form: Locator) {
  await expect(form.getByRole("status")).toHaveText(SENT);
  for (const label of ["Full Name", "Email Address", "Message"]) await expect(form.getByLabel(label)).toHaveValue("");
}

test("/contact: the form's messages, the 2–4 letter domain rule, submit, success banner and cleared fields", async ({ page }) => {
  await page.goto("/contact");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Send Message" }) });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Please enter your name.")).toBeVisible();
  await expect(form.getByText("Please enter your email address")).toBeVisible();
  await expect(form.getByText("Please enter your message")).toBeVisible();

  await form.getByLabel("Full Name").fill("Marta Jovanović");
  await expect(form.getByText("Please enter your name.")).toBeHidden(); // re-validated on change
  await form.getByLabel("Email Address").fill("marta@example.museum");
  await expect(form.getByText("Invalid email format.")).toBeVisible();
  await form.getByLabel("Email Address").fill("marta@example.org");
  await form.getByLabel("Message").fill("Too short.");
  await expect(form.getByText("Message must be at least 20 characters.")).toBeVisible();
  await form.getByLabel("Message").fill("The crossing at Mill Street and 4th needs a longer walk signal for older residents.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expectSent(form);
  await expect(page.locator("[data-sonner-toast]", { hasText: SENT })).toBeVisible();
});

test("/: the Get in Touch form uses the basic address rule and sends", async ({ page }) => {
  await page.goto("/");
  const form = await revealHomeContactForm(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Please enter your name.")).toBeVisible();
  await form.getByLabel("Full Name").fill("Kwame Mensah");
  await form.getByLabel("Email Address").fill("kwame@");
  await expect(form.getByText("Invalid email format.")).toBeVisible();
  // A long top-level part passes the home form's basic pattern (the contact page would refuse it).
  await form.getByLabel("Email Address").fill("kwame@example.museum");
  await form.getByLabel("Message").fill("Could the library stay open until nine on weekdays during exam season?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expectSent(form);
});

async function toggle(page: Page, name: string, open: boolean) {
  const button = page.getByRole("button", { name, exact: true });
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", String(open));
  return page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
}

test("/manifesto: every collapsible opens and closes, the nested daily examples included", async ({ page }) => {
  await page.goto("/manifesto");
  await expect(page).toHaveURL("/manifesto");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  for (const name of ["Defining The What: Your Great Narrative", "More Examples of Storytelling Pages"]) {
    const panel = await toggle(page, name, true);
    await expect(panel).toBeVisible();
    expect((await panel.innerText()).length).toBeGreaterThan(100);
    await toggle(page, name, false);
    await expect(panel).toBeHidden();
  }

  const attention = await toggle(page, "Why Attention Is Worth More Than Gold", true);
  await expect(attention).toBeVisible();
  const daily = await toggle(page, "Daily Video Account Examples", true);
  for (const moment of ["MORNING", "AFTER SHOWER", "BEDTIME"]) {
    await expect(daily.getByRole("heading", { name: moment, exact: true })).toBeVisible();
  }
  await toggle(page, "Daily Video Account Examples", false);
  await expect(daily).toBeHidden();
  await toggle(page, "Why Attention Is Worth More Than Gold", false);
  await expect(attention).toBeHidden();
});

const JOIN = [
  { path: "/", name: "Join the Real-Time Movement" },
  { path: "/about", name: "Join the Build" },
];

for (const { path, name } of JOIN) {
  test(`${path}: ${name} opens the login dialog for a logged-out visitor`, async ({ page }) => {
    await page.goto(path);
    // The hero's link of the same name leads to /manifesto; the button is the closing call.
    await page.getByRole("main").getByRole("button", { name }).click();
    await expect(page.getByRole("dialog", { name: /welcome back/i })).toBeVisible();
    await expect(page).toHaveURL(path);
  });
}

test("the join buttons are not offered to a signed-in member", async ({ page, api }) => {
  const member = await signedInMember(api, "Lucia Ferreira", "Harbor-Gate-77");
  await signIn(page, member.token);
  for (const { path, name } of JOIN) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: "Account menu for Lucia Ferreira" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: path === "/" ? "Learn More about Plaza" : "Learn How You Can Contribute" })).toBeVisible();
    await expect(main.getByRole("button", { name })).toHaveCount(0);
  }
});
