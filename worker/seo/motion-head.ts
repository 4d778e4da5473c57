import { jurisdictionPath, motionPath, pagePath } from "../contract/addresses";
import { documentTitle, excerpt, motionText } from "../contract/route-meta";
import type { Db } from "../db/client";
import { findMotion } from "../motions/list";
import type { MotionJson } from "../motions/serialize";
import { type Head, pictureHead } from "./head-tags";
import { placeJsonLd } from "./jurisdiction-head";
import { siteImage } from "./site-origin";
import { SCHEMA, website } from "./static-heads";

// A motion permalink's head (/{jurisdiction}/{page}/motions/{id}), read as an anonymous visitor reads the
// motion: a hidden or pre-moderated motion comes without its text (motions/serialize.ts), so its head says
// only what it is and stays out of the index. A motion under another address (a pre-nation
// /{page}/motions/{id}, a renamed city's former slug, another page) is sent to its own; an unknown id is null
// (404). The title and the JSON-LD name the motion's page and city.

/** As GET /api/idea/:id takes it (contract/lists.ts idParam): a longer id names no motion. */
const MAX_ID = 64;

/** The motion's share card, drawn by /og/motions/{id}.png at this size. */
const CARD = { width: 1200, height: 630 };

export type MotionHead = { head: Head } | { redirect: string };

/** The words of a motion's head, from its public shape: the web route computes them from the same fields. */
const motionFacts = (motion: MotionJson) => ({
  idea: motion.idea,
  pageName: motion.entity.name,
  cityName: motion.entity.jurisdiction.name,
  withheld: motion.awaitingReview ? ("awaiting" as const) : motion.hidden ? ("hidden" as const) : null,
  aiScore: motion.aiStatus === "scored" ? motion.aiScore : null,
  aiModel: motion.aiModel,
  up: motion.votes.count,
  down: motion.downVotes.count,
});

const postingJsonLd = (origin: string, motion: MotionJson, url: string, headline: string, image: string) => {
  const pageUrl = `${origin}${pagePath(motion.entity)}`;
  const place = motion.entity.jurisdiction;
  const where = placeJsonLd(origin, place);
  const counter = (action: string, count: number) => ({ "@type": "InteractionCounter", interactionType: `${SCHEMA}/${action}`, userInteractionCount: count });
  return {
    "@context": SCHEMA,
    "@graph": [
      {
        "@type": "DiscussionForumPosting",
        "@id": url,
        url,
        headline,
        text: motion.idea,
        dateCreated: motion.createdAt,
        datePublished: motion.createdAt,
        image,
        spatialCoverage: where,
        isPartOf: { "@type": "CollectionPage", "@id": pageUrl, url: pageUrl, name: motion.entity.name, spatialCoverage: where, isPartOf: website(origin) },
        interactionStatistic: [counter("LikeAction", motion.votes.count), counter("DislikeAction", motion.downVotes.count)],
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: place.name, item: `${origin}${jurisdictionPath(place)}` },
          { "@type": "ListItem", position: 2, name: motion.entity.name, item: pageUrl },
          { "@type": "ListItem", position: 3, name: headline, item: url },
        ],
      },
    ],
  };
};

/** The motion an id names, or null; `at` is the address it was asked under (null: a pre-nation one). */
export const motionHead = async (
  motionDb: (id: string) => Promise<Db | null>,
  origin: string,
  id: string,
  at: { jurisdiction: string; page: string } | null,
): Promise<MotionHead | null> => {
  if (!id || id.length > MAX_ID) return null;
  const db = await motionDb(id);
  const motion = db ? await findMotion(db, id, origin) : null;
  if (!motion) return null;
  const path = motionPath(motion);
  if (!at || at.jurisdiction !== motion.entity.jurisdiction.slug || at.page !== motion.entity.slug) return { redirect: path };
  const url = `${origin}${path}`;
  const facts = motionFacts(motion);
  const { title, description } = motionText(facts);
  if (facts.withheld) {
    // Nothing of the text anywhere, and the site's icon rather than the motion's card, a picture of its words.
    return { head: { title: documentTitle(title), description, url, image: siteImage(origin), card: "summary", ogType: "article", noindex: true } };
  }
  const image = { url: `${origin}/og/motions/${motion._id}.png`, ...CARD, alt: `Card of the motion ${title}, with its score and votes` };
  const headline = excerpt(motion.idea.trim().split("\n")[0] ?? "", 110);
  return {
    head: pictureHead({ title: documentTitle(title), description, url, image, ogType: "article", jsonLd: postingJsonLd(origin, motion, url, headline, image.url) }),
  };
};
