// The words of every public route's document head, written once: the web routes' `head` (web/src/routes)
// and the Worker, which puts the same title and description into the HTML it answers (worker/seo/), so a
// link preview, a search result and the open tab say the same thing. Plain strings and the small rules that
// assemble them, no zod. Identical words also let React adopt the Worker's <title> and <meta> instead of
// adding a second copy when the app starts.

import { scoreWithScorer } from "./scorers";

export const SITE_NAME = "Plaza";

/** The home page's title, and the tab's title on screens without their own. */
export const SITE_TITLE = "Plaza — real-time democracy for your city";

export const SITE_DESCRIPTION =
  "Plaza is a live two-way channel between citizens and city government: post motions, vote, and see every proposal scored against a published rubric, with the reasons.";

/** "Motion Pages" → "Motion Pages · Plaza": the screen first, so tabs stay tellable apart. */
export const documentTitle = (title: string) => `${title} · ${SITE_NAME}`;

type RouteText = { title: string; description: string };

/** The fixed routes' screen titles (before " · Plaza") and descriptions, by path. */
export const ROUTE_META = {
  "/motions": {
    title: "All Motions",
    description: "Every motion residents have put on the record, sorted by score, by votes or by date, with the reasons behind each score.",
  },
  "/pages": {
    title: "Motion Pages",
    description: "Every public figure, agency and group on Plaza with a motion page: search them by name and follow the ones you care about.",
  },
  "/manifesto": {
    title: "Manifesto",
    description: "The Plaza manifesto: why attention decides what changes, and how daily storytelling turns a motion into a movement.",
  },
  "/about": {
    title: "About Us",
    description: "Plaza's mission, who we are, and what we are building: a permanent, open channel between residents and city government.",
  },
  "/team": {
    title: "Our Team",
    description: "Who runs Plaza, what each team is responsible for, and how to reach the right people.",
  },
  "/contact": {
    title: "Contact",
    description:
      "Contact the Plaza team: send a message, find our email address, and get quick answers about submitting motions, how they are scored and editing ideas. We reply within 24 hours, Monday to Friday.",
  },
  "/privacy-policy": {
    title: "Privacy Policy",
    description: "What Plaza collects, why, who it is shared with, how it is protected, and the rights you have over your data.",
  },
  "/terms-of-service": {
    title: "Terms of Service",
    description: "The terms for using Plaza: accounts, motions and votes, the scoring analysis, availability, liability and how to reach us.",
  },
  "/how-scoring-works": {
    title: "How scoring works",
    description:
      "The published rubric every motion on Plaza is scored on, by a language model where one is configured and by Plaza's rule-based rubric otherwise: seven criteria, their weights, and how the final score and its explanation are made.",
  },
  "/transparency": {
    title: "Transparency",
    description:
      "How Plaza's moderation works — reports, review and appeals — and what it did over the last twelve months: motions hidden by reason, time to a decision, appeals.",
  },
} as const satisfies Record<string, RouteText>;

export const NOT_FOUND_TITLES = { page: "Motion page not found", motion: "Motion not found", route: "Page not found" } as const;

/** What stands in for a motion the public may not read, in its title and description. */
export const WITHHELD_MOTION = { hidden: "A motion hidden by the moderators", awaiting: "A motion awaiting review" } as const;

/**
 * Every screen of the SPA by its path as TanStack Router writes it (web/src/routes): the Worker answers any
 * other path with a 404. tests/web/routes/route-heads.test.ts keeps the two lists equal to the route tree.
 * Plain literals, so the web bundle, which does not use them, leaves them out.
 */
export const INDEXED_ROUTES = [
  "/",
  "/motions",
  "/pages",
  "/pages/search/$search",
  "/$slug",
  "/$slug/$page",
  "/$slug/$page/motions/$id",
  "/$slug/motions/$id",
  "/manifesto",
  "/about",
  "/team",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/how-scoring-works",
  "/transparency",
] as const;

type IndexedRoute = (typeof INDEXED_ROUTES)[number];
/** The public screens that take no id or search term: the sitemap's static file, and every browser test's list. */
// Pure: a first visit that never reads it (the web app) drops it from its bundle.
export const STATIC_PUBLIC_PATHS = /* @__PURE__ */ INDEXED_ROUTES.filter((path): path is Exclude<IndexedRoute, `${string}$${string}`> => !path.includes("$"));

/** Member and back-office screens and one-time links: nothing of their own for a crawler, kept out of the index. */
export const UNINDEXED_ROUTES = [
  "/me",
  "/me/notifications",
  "/me/account",
  "/confirm-email",
  "/notifications/unsubscribe",
  "/auth/callback",
  "/reset-password",
  "/verify-email",
  "/verify-email-pending",
  "/admin",
  "/admin/editors",
  "/admin/editors/add",
  "/admin/jurisdictions",
  "/admin/messages",
  "/admin/moderation",
  "/admin/moderation/log",
  "/admin/motions",
  "/admin/pages",
  "/admin/pages/add",
  "/admin/pages/$id",
  "/admin/pages/edit/$id",
  "/admin/trust-browser",
  "/editor",
  "/editor/moderation",
  "/editor/motions",
  "/editor/pages",
  "/editor/pages/add",
  "/editor/pages/$id",
  "/editor/pages/edit/$id",
  "/editor/trust-browser",
] as const;

/** Whitespace runs made one space, then cut at `limit` characters with an ellipsis. */
export const excerpt = (text: string, limit: number) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= limit ? flat : `${flat.slice(0, limit - 1).trimEnd()}…`;
};

/** A page's name as every screen shows it: first letter capitalised (as web/src/lib/page-name.ts). */
const shownName = (name: string) => {
  const [first = "", ...rest] = Array.from(name);
  return first.toLocaleUpperCase() + rest.join("");
};

/** "Metro Transit" in "Rivermouth" → "Metro Transit, Rivermouth": a page (and its motions) named with its city. */
const inPlace = (name: string, place?: { name: string }) => (place ? `${name}, ${place.name}` : name);

/** A motion page's screen title (its name and its city) and description. */
export const pageText = (page: { name: string; description: string; jurisdiction?: { name: string } }): RouteText => ({
  title: inPlace(shownName(page.name), page.jurisdiction),
  description: excerpt(page.description, 300),
});

type Totals = { pages: number; motions: number; votes: number; answered: number };
const figure = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * A jurisdiction's home (/{jurisdiction}): its name, and its totals in one sentence (a city's, a region's or
 * the nation's, everything below it included).
 */
export const jurisdictionText = (place: { name: string }, totals: Totals): RouteText => ({
  title: place.name,
  description:
    `Proposals and official answers in ${place.name} on Plaza: ` +
    `${figure(totals.pages, "motion page", "motion pages")}, ${figure(totals.motions, "motion", "motions")}, ` +
    `${figure(totals.votes, "vote", "votes")}, ${totals.answered.toLocaleString("en-US")} answered officially.`,
});

/** The page search's screen title and description for a term (clipped: the address may hold any length). */
export const searchText = (term: string): RouteText => {
  const shown = excerpt(term, 100);
  return { title: `Results for "${shown}"`, description: `Motion pages on Plaza whose name matches "${shown}".` };
};

type MotionFacts = {
  /** Empty when the public may not read it. */
  idea: string;
  pageName: string;
  /** The city (or jurisdiction) of its page, named after the page. */
  cityName?: string;
  withheld: keyof typeof WITHHELD_MOTION | null;
  aiScore: number | null;
  /** Which scorer gave the score (contract/scorers.ts): the description says "AI" only of a model. */
  aiModel: string | null;
  up: number;
  down: number;
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A motion's title (the first line of its text, clipped, and its page and city) and description (its text, clipped,
 * with the score and the votes). A motion the public may not read says only what it is.
 */
export const motionText = (motion: MotionFacts): RouteText => {
  const page = inPlace(shownName(motion.pageName), motion.cityName === undefined ? undefined : { name: motion.cityName });
  if (motion.withheld) return { title: `${WITHHELD_MOTION[motion.withheld]} — ${page}`, description: `${WITHHELD_MOTION[motion.withheld]}.` };
  const firstLine = motion.idea.trim().split("\n")[0] ?? "";
  const score = motion.aiScore === null ? [] : [scoreWithScorer(String(motion.aiScore), motion.aiModel)];
  const votes = `${count(motion.up, "vote", "votes")} for, ${motion.down} against`;
  return {
    title: `${excerpt(firstLine, 60)} — ${page}`,
    description: [excerpt(motion.idea, 220), ...score, votes].join(" · "),
  };
};
