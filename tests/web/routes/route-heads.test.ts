import { INDEXED_ROUTES, motionText, ROUTE_META, SITE_DESCRIPTION, SITE_TITLE, UNINDEXED_ROUTES } from "@contract/route-meta";
import { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { routeTree } from "../../../web/src/route-tree.gen";
import { Route as Root } from "../../../web/src/routes/__root";
import { Route as Jurisdiction } from "../../../web/src/routes/$slug";
import { Route as Slug } from "../../../web/src/routes/$slug_/$page";
import { Route as Motion } from "../../../web/src/routes/$slug_/$page_/motions/$id";
import { Route as About } from "../../../web/src/routes/about";
import { Route as Contact } from "../../../web/src/routes/contact";
import { Route as HowScoringWorks } from "../../../web/src/routes/how-scoring-works";
import { Route as Home } from "../../../web/src/routes/index";
import { Route as Manifesto } from "../../../web/src/routes/manifesto";
import { Route as Motions } from "../../../web/src/routes/motions";
import { Route as Pages } from "../../../web/src/routes/pages/index";
import { Route as Search } from "../../../web/src/routes/pages/search/$search";
import { Route as Privacy } from "../../../web/src/routes/privacy-policy";
import { Route as Team } from "../../../web/src/routes/team";
import { Route as Terms } from "../../../web/src/routes/terms-of-service";
import { Route as Transparency } from "../../../web/src/routes/transparency";

const RUBRIC = "Plaza rubric analyzer v2.0.0 (rule-based, no LLM)";

// The web routes' document heads say what the Worker says in the HTML of the same address (worker/seo/,
// from worker/contract/route-meta.ts), so a tab, a search result and a link preview agree, and React adopts
// the Worker's tags instead of adding second ones. The contract's list of app routes, from which the Worker
// answers unknown paths with 404, is kept equal to the route tree here.

type Meta = { title?: string; name?: string; content?: string };
type HeadOf = (context: unknown) => { meta: Meta[] };
const headOf = (route: { options: { head?: unknown } }, context: unknown = {}) => (route.options.head as HeadOf)(context).meta;
const titleOf = (meta: Meta[]) => meta.find((m) => m.title)?.title;
const descriptionOf = (meta: Meta[]) => meta.find((m) => m.name === "description")?.content;

describe("the fixed routes' heads", () => {
  const routes = {
    "/motions": Motions,
    "/pages": Pages,
    "/manifesto": Manifesto,
    "/about": About,
    "/team": Team,
    "/contact": Contact,
    "/privacy-policy": Privacy,
    "/terms-of-service": Terms,
    "/how-scoring-works": HowScoringWorks,
    "/transparency": Transparency,
  } satisfies Record<keyof typeof ROUTE_META, unknown>;

  it.each(Object.entries(routes))("%s shows the contract's title and description", (path, route) => {
    const meta = headOf(route);
    const words = ROUTE_META[path as keyof typeof ROUTE_META];
    expect(titleOf(meta)).toBe(`${words.title} · Plaza`);
    expect(descriptionOf(meta)).toBe(words.description);
    expect(words.description.length).toBeGreaterThan(40);
  });

  it("the home page and the root show the site's title and description", () => {
    for (const route of [Home, Root]) {
      expect(titleOf(headOf(route))).toBe(SITE_TITLE);
      expect(descriptionOf(headOf(route))).toBe(SITE_DESCRIPTION);
    }
  });

  it("keeps the titles people know", () => {
    expect(titleOf(headOf(About))).toBe("About Us · Plaza");
    expect(titleOf(headOf(Privacy))).toBe("Privacy Policy · Plaza");
  });
});

describe("the data routes' heads", () => {
  it("a page search names its term", () => {
    const meta = headOf(Search, { params: { search: "  transit " } });
    expect(titleOf(meta)).toBe('Results for "transit" · Plaza');
    expect(descriptionOf(meta)).toBe('Motion pages on Plaza whose name matches "transit".');
  });

  it("a motion page shows its name capitalised and its description clipped", () => {
    const meta = headOf(Slug, { loaderData: { name: "metro transit", description: "Buses\nand trains. ".repeat(40) } });
    expect(titleOf(meta)).toBe("Metro transit · Plaza");
    expect(descriptionOf(meta)).toMatch(/^Buses and trains\. .*…$/);
    expect(titleOf(headOf(Slug, { loaderData: undefined }))).toBe("Motion page not found · Plaza");
  });

  it("a city's home and the nation's view say what they show, and where", () => {
    const city = headOf(Jurisdiction, { loaderData: { title: "Rivermouth", description: "What people in Rivermouth, Riverland are proposing." } });
    expect(titleOf(city)).toBe("Rivermouth · Plaza");
    expect(descriptionOf(city)).toBe("What people in Rivermouth, Riverland are proposing.");
    expect(titleOf(headOf(Jurisdiction, { loaderData: undefined }))).toBe("Motion page not found · Plaza");
  });

  it("a motion shows its words, and a withheld one says what it is and stays out of the index", () => {
    const text = motionText({ idea: "More night buses.", pageName: "metro", withheld: null, aiScore: 70, aiModel: RUBRIC, up: 3, down: 1 });
    const shown = headOf(Motion, { loaderData: { ...text, withheld: null } });
    expect(titleOf(shown)).toBe("More night buses. — Metro · Plaza");
    expect(descriptionOf(shown)).toBe("More night buses. · Plaza rubric score 70/100 (rule-based) · 3 votes for, 1 against");
    expect(shown.some((m) => m.name === "robots")).toBe(false);
    const byModel = motionText({ idea: "More night buses.", pageName: "metro", withheld: null, aiScore: 86, aiModel: "@cf/meta/llama-3.3-70b-instruct-fp8-fast (Workers AI)", up: 3, down: 1 });
    expect(byModel.description).toBe("More night buses. · AI score 86/100 by Llama 3.3 70B (Workers AI) · 3 votes for, 1 against");
    const hidden = motionText({ idea: "", pageName: "metro", withheld: "hidden", aiScore: null, aiModel: null, up: 0, down: 0 });
    const withheld = headOf(Motion, { loaderData: { ...hidden, withheld: "hidden" } });
    expect(titleOf(withheld)).toBe("A motion hidden by the moderators — Metro · Plaza");
    expect(withheld).toContainEqual({ name: "robots", content: "noindex" });
    expect(titleOf(headOf(Motion, { loaderData: undefined }))).toBe("Motion not found · Plaza");
  });
});

describe("the contract's list of app routes", () => {
  it("names exactly the screens of the route tree", () => {
    const router = createRouter({ routeTree, context: { queryClient: new QueryClient() } });
    expect([...INDEXED_ROUTES, ...UNINDEXED_ROUTES].sort()).toEqual(Object.keys(router.routesByPath).sort());
  });
});
