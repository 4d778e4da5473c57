import { describe, expect, it } from "vitest";
import { scoreWithRubric, RUBRIC_MODEL } from "../../../../worker/scoring/rubric/rubric-scorer";
import { type ScoreInput } from "../../../../worker/scoring/types";

// What the embedded rubric must reward and refuse, on motions written for these tests.

const PAGE = {
  name: "Harbor Bus Network",
  description:
    "Runs the city's bus routes, bus stops, shelters and the night bus service. Residents propose changes to routes, schedules, fares and the accessibility of stops here; the network board answers the most supported motions every month.",
};
const EARLIER = {
  id: "earlier-1",
  text: "Install real-time arrival screens at the 200 busiest bus stops by the end of 2027, with a button that reads arrivals aloud for blind riders. Budget $2.4 million from the federal accessibility grant.",
};

const score = (text: string, others = [EARLIER]) =>
  scoreWithRubric({ motion: { id: "motion-under-test", text }, page: PAGE, others } satisfies ScoreInput);

const CONCRETE =
  "Add shelters with benches and lighting at the 150 busiest uncovered bus stops by October 2027. The Harbor Bus Network installs them in two phases, starting with the 50 stops in Southgate and East Flats where riders wait longest; cost about $1.8 million from the capital budget plus $120,000 a year for cleaning and repairs. Today 62% of riders at these stops wait in the open. Success: rider satisfaction at these stops rises by 20 points in the annual survey, reported every quarter on the network dashboard.";

describe("rubric scorer: what it rewards and what it does not", () => {
  it("scores a concrete, measurable proposal tied to the page high", () => {
    const { criteria, score: total } = score(CONCRETE);
    expect(total).toBeGreaterThanOrEqual(70);
    for (const key of ["relevance", "feasibility", "impact", "clarity"] as const) expect(criteria[key]).toBeGreaterThanOrEqual(70);
  });

  it("scores a well-written motion about another page's subject low on relevance and under 40 overall", () => {
    const { criteria, score: total, explanation } = score(
      "Open all neighborhood library branches on Sundays from 1 to 5 p.m. starting in January 2027, paid from the library's $3.1 million annual staffing budget, and track visits and new library cards per branch every month.",
    );
    expect(criteria.relevance).toBeLessThan(30);
    expect(total).toBeLessThan(40);
    expect(explanation).toContain(`Shares no subject words with "${PAGE.name}"`);
  });

  it("scores a near-copy of an earlier motion on the page low on originality and names that motion", () => {
    const { criteria, explanation } = score(
      "Install real time arrival screens at the 200 busiest bus stops by the end of 2027, with a button that reads the arrivals aloud for blind riders. Budget: $2.4 million from the federal accessibility grant.",
    );
    expect(criteria.originality).toBeLessThan(30);
    expect(explanation).toContain('"Install real-time arrival screens at the 200 busiest bus…"');
  });

  it("gives the same motion full originality when the page has no earlier motion", () => {
    expect(score(EARLIER.text, []).criteria.originality).toBe(100);
  });

  it("scores a vague one-liner low on clarity and feasibility", () => {
    const { criteria, score: total } = score("Buses should be better.");
    expect(criteria.clarity).toBeLessThan(40);
    expect(criteria.feasibility).toBeLessThan(30);
    expect(total).toBeLessThan(score(CONCRETE).score - 30);
  });

  it.each([
    ["spam", "BUY CHEAP BUS PASSES at www.cheap-passes.example best price, click here for a discount"],
    ["shouting", "WE NEED MORE BUSES ON ROUTE 5 RIGHT NOW, THE WAIT IS TOO LONG AND NOBODY LISTENS TO US"],
    ["gibberish", "asdkjh qwkejh zxcmnb asdlkj qweoiu zmxncb lkjasd bnmvcx"],
    ["gibberish", "bus bus bus bus bus bus bus bus bus bus bus bus"],
    ["shouting", "Please fix the buses noooooooooooow, they are always late"],
  ])("scores %s very low and says why: %s", (kind, text) => {
    const { criteria, score: total, explanation } = score(text);
    expect(total).toBeLessThan(20);
    expect(Math.max(...Object.values(criteria))).toBeLessThanOrEqual(10);
    expect(explanation).toContain(`flagged as ${kind}`);
  });

  it("does not flag a normal motion that uses an acronym, a number and one exclamation mark", () => {
    const { explanation } = score("Publish MTA bus arrival data for Route 5 every day, riders need it!");
    expect(explanation).not.toContain("flagged as");
  });

  it("gives byte-identical results for the same input", () => {
    const a = score(CONCRETE);
    const b = score(CONCRETE);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it("names itself as the rule-based rubric with its version", () => {
    expect(score(CONCRETE).model).toBe(RUBRIC_MODEL);
    expect(RUBRIC_MODEL).toMatch(/^Plaza rubric analyzer v\d+\.\d+\.\d+ \(rule-based, no LLM\)$/);
  });
});

describe("rubric explanation: the analysis card's format", () => {
  const { explanation, criteria } = score(CONCRETE);
  const lines = explanation.split("\n");
  const isHeading = (l: string) => l.endsWith(":") && l.split(/\s+/).length <= 8;

  it("is made of headings, bullets, one summary paragraph and single blank lines", () => {
    expect(lines[0]).toBe("Summary:");
    expect(lines[1]).toMatch(/rule-based analysis/);
    const others = lines.slice(2).filter((l) => l !== "" && !isHeading(l) && !l.startsWith("- "));
    expect(others).toEqual([]);
    expect(explanation).not.toMatch(/\n\n\n/);
    expect(explanation).not.toMatch(/\s$/);
  });

  it("has one section per criterion with its score, then suggestions", () => {
    const headings = lines.filter(isHeading);
    expect(headings).toEqual([
      "Summary:",
      `Relevance (${criteria.relevance}/100):`,
      `Originality (${criteria.originality}/100):`,
      `Feasibility (${criteria.feasibility}/100):`,
      `Impact (${criteria.impact}/100):`,
      `Clarity and coherence (${criteria.clarity}/100):`,
      `Scalability (${criteria.scalability}/100):`,
      `Sustainability (${criteria.sustainability}/100):`,
      "How to improve this motion:",
    ]);
    // Every section has between one and three reasons, and the suggestions section at least one.
    const sections = explanation.split("\n\n").slice(1);
    for (const s of sections) expect(s.split("\n").filter((l) => l.startsWith("- ")).length).toBeGreaterThanOrEqual(1);
  });

  it("quotes what it found in the motion", () => {
    expect(explanation).toContain('"$1.8 million"');
    expect(explanation).toContain('"by October 2027"');
    expect(explanation).toContain('"in two phases"');
  });

  it("suggests what a vague motion is missing", () => {
    const vague = score("Buses should be better.").explanation;
    const tips = vague.slice(vague.indexOf("How to improve this motion:"));
    expect(tips).toMatch(/department, agency or partner/);
    expect(tips).toMatch(/Say who benefits/);
  });
});
