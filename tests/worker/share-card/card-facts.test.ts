import { describe, expect, it } from "vitest";
import type { MotionJson } from "../../../worker/motions/serialize";
import { cardFacts, cardVersion, voteBucket, voteLabel } from "../../../worker/share-card/card-facts";
import { cardText } from "../../../worker/share-card/card-text";

// What a share card shows and when it is drawn again (worker/share-card/card-facts.ts, card-text.ts): the
// rounding that keeps a busy motion's card, the score band shared with the web app's badge, and the text as
// the bundled fonts can draw it.

const ORIGIN = "https://plaza.example";

const motion = (overrides: Partial<MotionJson> = {}) =>
  ({
    idea: "Add shade sails over the Harbor Street playground before summer.",
    aiStatus: "scored",
    aiScore: 61,
    aiModel: "Plaza rubric analyzer v2.0.0 (rule-based, no LLM)",
    votes: { count: 12, voters: [] },
    downVotes: { count: 3, downVoters: [] },
    status: "open",
    entity: { _id: "p1", slug: "harbor-parks", name: "Harbor Parks", image: { url: "" }, jurisdiction: { _id: "j1", slug: "rivermouth", name: "Rivermouth", kind: "city" } },
    ...overrides,
  }) as MotionJson;

describe("vote counts on a card", () => {
  it.each([
    [0, 0, "0"],
    [9, 9, "9"],
    [86, 86, "86"],
    [99, 99, "99"],
    [100, 100, "100+"],
    [129, 120, "120+"],
    [500, 500, "500+"],
    [501, 500, "500+"],
    [999, 990, "990+"],
    [1_234, 1_200, "1.2K+"],
    [12_999, 12_000, "12K+"],
    [1_250_000, 1_200_000, "1.2M+"],
  ])("%i votes → bucket %i, drawn as %s", (count, bucket, label) => {
    expect(voteBucket(count)).toBe(bucket);
    expect(voteLabel(count)).toBe(label);
  });
});

describe("the card's facts and version", () => {
  it("colours a score by the contract's bands, and keeps one decimal", () => {
    expect(cardFacts(motion({ aiScore: 25 }), ORIGIN).score).toEqual({ kind: "scored", noun: "Rubric score", label: "25", band: "red" });
    expect(cardFacts(motion({ aiScore: 25.44 }), ORIGIN).score).toEqual({ kind: "scored", noun: "Rubric score", label: "25.4", band: "orange" });
    expect(cardFacts(motion({ aiScore: 74.9 }), ORIGIN).score).toMatchObject({ band: "amber" });
    expect(cardFacts(motion({ aiScore: 75 }), ORIGIN).score).toMatchObject({ band: "green" });
  });

  it("calls a score AI only when a language model gave it, so a rubric's card never says AI", () => {
    expect(cardFacts(motion(), ORIGIN).score).toMatchObject({ noun: "Rubric score" });
    expect(cardFacts(motion({ aiModel: "@cf/meta/llama-3.3-70b-instruct-fp8-fast (Workers AI)" }), ORIGIN).score).toMatchObject({ noun: "AI score" });
    expect(cardFacts(motion({ aiModel: null }), ORIGIN).score).toMatchObject({ noun: "Score" });
  });

  it("says pending or not scored without a band", () => {
    expect(cardFacts(motion({ aiStatus: "pending", aiScore: null }), ORIGIN).score).toEqual({ kind: "pending" });
    expect(cardFacts(motion({ aiStatus: "failed", aiScore: null }), ORIGIN).score).toEqual({ kind: "unscored" });
  });

  it("names the page and its city, the status only when the motion is no longer open, and the site by its host", () => {
    expect(cardFacts(motion(), ORIGIN)).toMatchObject({ status: null, site: "plaza.example", pageName: "Harbor Parks", cityName: "Rivermouth" });
    expect(cardFacts(motion({ status: "in_progress" }), ORIGIN).status).toBe("In progress");
  });

  it("has a new version when the score or a vote bucket changes, and the same one otherwise", async () => {
    const version = (m: MotionJson) => cardVersion(cardFacts(m, ORIGIN));
    const at500 = await version(motion({ votes: { count: 500, voters: [] } }));
    expect(at500).toMatch(/^[0-9a-f]{16}$/);
    expect(await version(motion({ votes: { count: 501, voters: [] } }))).toBe(at500);
    expect(await version(motion({ votes: { count: 510, voters: [] } }))).not.toBe(at500);
    expect(await version(motion({ votes: { count: 500, voters: [] }, aiScore: 61.2 }))).not.toBe(at500);
    // A renamed city is a new card: the old one names the old city.
    const renamed = motion({ votes: { count: 500, voters: [] } });
    expect(await version({ ...renamed, entity: { ...renamed.entity, jurisdiction: { ...renamed.entity.jurisdiction, name: "Port Rivermouth" } } })).not.toBe(at500);
  });
});

describe("card text", () => {
  it("puts the text on one line", () => {
    expect(cardText("Fix the lights\n\non Elm   Street.", "-")).toBe("Fix the lights on Elm Street.");
  });

  it("keeps Latin letters of every European language, and leaves out what the fonts cannot draw", () => {
    expect(cardText("Łódź, Győr, Brașov 🚲 and Κέρκυρα", "-")).toBe("Łódź, Győr, Brașov and");
    expect(cardText("Καλημέρα κόσμε 🚲", "Read this motion on Plaza.")).toBe("Read this motion on Plaza.");
  });

  it("cuts a long text at a word, with an ellipsis", () => {
    const text = cardText(`${"word ".repeat(100)}end`, "-");
    expect(text.length).toBeLessThanOrEqual(281);
    expect(text).toMatch(/ word…$/);
  });
});
