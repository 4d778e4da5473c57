import { CITY_COOKIE } from "../../worker/contract/jurisdictions";
import { expectBody, type Api } from "./api";
import { signedInMember } from "./factories";
import { expect, test } from "./fixtures";
import { signIn } from "./session";

// A nation of cities (issue 31) as a resident meets it: the home page asks which city they are in and keeps the
// answer, a member's home city is where the home page starts, a city has a home of its own and the nation a
// view of what is trending, and the addresses of before the nation lead to the new ones. The demo nation is
// Norland (regions Riverland and Highlands; cities Rivermouth, Millbrook, Cedar Falls, Port Alder); in
// development every visitor is placed in Rivermouth (DEV_GEO_CITY in wrangler.toml).

test.use({ reducedMotion: "reduce" });

/** The names of a city's motion pages, as the API lists them. */
async function pageNames(api: Api, jurisdiction: string) {
  return (await expectBody(api.entity.$get({ query: { jurisdiction } }), 200)).map((page) => page.name);
}

/** The first-letter-capitalised name every card shows. */
const shown = (name: string) => name.charAt(0).toLocaleUpperCase() + name.slice(1);

test("a visitor chooses another city than the suggested one; its pages show, and a reload keeps it", async ({ page, api, context }) => {
  const [cedar, rivermouth] = [await pageNames(api, "cedar-falls"), await pageNames(api, "rivermouth")];
  const elsewhere = rivermouth.find((name) => !cedar.includes(name))!;
  await page.goto("/");
  const campaigns = page.locator("#campaigns");
  await expect(campaigns.getByRole("heading", { name: "Are you in Rivermouth?" })).toBeVisible();

  // By keyboard alone: the chooser opens on its search box, Down reaches the cities, Enter takes one.
  await campaigns.getByRole("button", { name: "Choose another" }).focus();
  await page.keyboard.press("Enter");
  const chooser = page.getByRole("dialog", { name: "Choose your city" });
  await expect(chooser.getByRole("region", { name: "Highlands" }).getByRole("button", { name: "Cedar Falls" })).toBeVisible();
  await expect(chooser.getByRole("searchbox", { name: "Find a city" })).toBeFocused();
  await page.keyboard.type("ceda");
  await page.keyboard.press("ArrowDown");
  await expect(chooser.getByRole("button", { name: "Cedar Falls" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(chooser).toBeHidden();
  await expect(campaigns.getByRole("button", { name: "Change city" })).toBeFocused();

  await expect(campaigns.getByRole("heading", { name: "Motion pages in Cedar Falls" })).toBeVisible();
  for (const name of cedar) await expect(campaigns.getByRole("heading", { name: shown(name), exact: true })).toBeVisible();
  await expect(campaigns.getByRole("heading", { name: shown(elsewhere), exact: true })).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === CITY_COOKIE);
  expect(cookie).toMatchObject({ value: "cedar-falls", path: "/", sameSite: "Lax" });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

  // The server renders the chosen city from then on: its HTML already names it, before any script runs.
  const html = await (await page.request.get("/")).text();
  expect(html).toContain("Motion pages in");
  expect(html).toContain(shown(cedar[0]!).replace("&", "&amp;"));
  await page.reload();
  await expect(campaigns.getByRole("heading", { name: "Motion pages in Cedar Falls" })).toBeVisible();
  await expect(campaigns.getByText(/Are you in/)).toHaveCount(0);
});

test("a visitor says yes to the suggested city and can open its home from there", async ({ page, api }) => {
  const rivermouth = await pageNames(api, "rivermouth");
  await page.goto("/");
  const campaigns = page.locator("#campaigns");
  await campaigns.getByRole("button", { name: "Yes, I am in Rivermouth" }).click();
  await expect(campaigns.getByRole("heading", { name: "Motion pages in Rivermouth" })).toBeVisible();
  await expect(campaigns.getByRole("button", { name: "Change city" })).toBeFocused();
  await expect(campaigns.getByRole("heading", { name: shown(rivermouth[0]!), exact: true })).toBeVisible();

  await campaigns.getByRole("link", { name: "More from Rivermouth" }).click();
  await expect(page).toHaveURL("/rivermouth");
  await expect(page.getByRole("heading", { level: 1, name: "Rivermouth" })).toBeVisible();
});

test("a member sets a home city in the account screen, and the home page starts there on any device", async ({ page, api, context }) => {
  const member = await signedInMember(api, "Ilse Varga", "Harbour-Bell-47");
  await signIn(page, member.token);
  await page.goto("/me/account");
  const section = page.getByRole("region", { name: "Home city" });
  await section.getByLabel("Home city").selectOption({ label: "Port Alder" });
  await section.getByRole("button", { name: "Save home city" }).click();
  await expect(page.getByText("Home city saved.")).toBeVisible();
  expect((await expectBody(api.auth.loggedin.$get({}, { headers: { Authorization: `Bearer ${member.token}` } }), 200)).user.homeCity?.slug).toBe("port-alder");

  // Another device: no chosen city in this browser, only the session.
  await context.clearCookies();
  await page.goto("/");
  await expect(page.locator("#campaigns").getByRole("heading", { name: "Motion pages in Port Alder" })).toBeVisible();
  await expect(page.locator("#campaigns").getByText(/Are you in/)).toHaveCount(0);
});

/** The first motions of a place's trending list, as the API ranks them. */
async function trendingIdeas(api: Api, jurisdiction: string) {
  const { motions } = await expectBody(api.idea.$get({ query: { jurisdiction, sort: "Trending", limit: "4" } }), 200);
  return motions.map((motion) => motion.idea);
}

test("a city's home shows its pages and what is trending there, and a member follows it", async ({ page, api }) => {
  const member = await signedInMember(api, "Tomas Reyes", "Ferry-Lamp-62");
  const [first] = await expectBody(api.entity.$get({ query: { jurisdiction: "millbrook" } }), 200);
  const [top] = await trendingIdeas(api, "millbrook");
  await signIn(page, member.token);

  await page.goto("/millbrook");
  await expect(page.getByRole("heading", { level: 1, name: "Millbrook" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Where this is" }).getByRole("link", { name: "Riverland" })).toHaveAttribute("href", "/riverland");
  await expect(page.getByRole("region", { name: "Motion pages" }).getByRole("link", { name: shown(first!.name), exact: true })).toBeVisible();
  const trending = page.getByRole("region", { name: "Trending now" });
  const card = trending.locator("article", { hasText: top! }).first();
  await expect(card).toBeVisible();
  // The card names the page and its city, each a link.
  await expect(card.getByRole("link", { name: "in Millbrook" })).toHaveAttribute("href", "/millbrook");

  await page.getByRole("button", { name: "Follow this city" }).click();
  await expect(page.getByRole("button", { name: "Following" })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByRole("button", { name: "Following" })).toBeVisible();

  await trending.getByRole("link", { name: "See all trending motions" }).click();
  await expect(page).toHaveURL("/motions?jurisdiction=millbrook&sort=Trending");
  await expect(page.getByRole("combobox", { name: "Where" })).toHaveValue("millbrook");
  await expect(page.getByRole("combobox", { name: "Sort By" })).toHaveValue("Trending");
  await expect(page.locator("article", { hasText: top! }).first()).toBeVisible();
});

test("the nation's view lists what is trending, narrowed by region and city in the address", async ({ page, api }) => {
  const [topOfPortAlder] = await trendingIdeas(api, "port-alder");
  await page.goto("/norland");
  await expect(page.getByRole("heading", { level: 1, name: "Norland" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Trending in Norland" })).toBeVisible();
  await page.getByRole("combobox", { name: "Region" }).selectOption({ label: "Highlands" });
  await expect(page).toHaveURL("/norland?region=highlands");
  await expect(page.getByRole("heading", { name: "Trending in Highlands" })).toBeVisible();
  await page.getByRole("combobox", { name: "City" }).selectOption({ label: "Port Alder" });
  await expect(page).toHaveURL("/norland?region=highlands&city=port-alder");
  await expect(page.getByRole("heading", { name: "Trending in Port Alder" })).toBeVisible();
  await expect(page.locator("article", { hasText: topOfPortAlder! }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Most answered cities" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Regions of Norland" }).getByRole("link", { name: /Highlands/ })).toHaveAttribute("href", "/highlands");

  // Back returns to the nation as a whole, one filter at a time.
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Trending in Highlands" })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Trending in Norland" })).toBeVisible();
});

test("addresses of before the nation land on the new ones", async ({ page, api }) => {
  const { motions } = await expectBody(api.idea.$get({ query: { jurisdiction: "rivermouth", sort: "Latest", limit: "1" } }), 200);
  const motion = motions[0]!;
  const { slug } = motion.entity;

  await page.goto(`/${slug}`);
  await expect(page).toHaveURL(`/rivermouth/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: shown(motion.entity.name) })).toBeVisible();
  // The page's header names its city and leads to the city's home.
  await expect(page.getByRole("main").getByRole("link", { name: "Rivermouth", exact: true }).first()).toHaveAttribute("href", "/rivermouth");

  await page.goto(`/${slug}/motions/${motion._id}`);
  await expect(page).toHaveURL(`/rivermouth/${slug}/motions/${motion._id}`);
  await expect(page.getByText(motion.idea).first()).toBeVisible();
});
