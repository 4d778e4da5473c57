import { describe, expect, it } from "vitest";
import { detectFlags } from "../../../../worker/scoring/rubric/flags";
import { analyseWithRubric } from "../../../../worker/scoring/rubric/rubric-scorer";

// Rubric 3.5.0 (README.md, "How scoring works"): what residents write is read as they mean it — a request
// put as "X would be enough", "what I am asking is…", "idea: …" or Polish "niech…"; a day or a district
// inside a sentence is a name, not the start of the next one; a place's name says where, not what about;
// and a heap of words strung together without grammar is no proposal.

const YOUTH = {
  name: "Ashford Youth and Family Services",
  description: "Runs the city's youth centers, after-school programs, parenting classes and family caseworkers. Propose changes to programs and hours.",
};
const SENIORS = {
  name: "Ashford Office of Aging",
  description: "Runs four senior centers, home meals and the door-to-door van. Propose changes to senior centers, meals and rides.",
};
const analyse = (text: string, page = YOUTH) => analyseWithRubric({ motion: { id: "m", text }, page, others: [] });
const asks = (text: string, page = YOUTH) => !analyse(text, page).result.explanation.includes("does not ask");
const flagged = (text: string) => detectFlags(text).map((f) => f.kind);

describe("requests put the way people put them", () => {
  it.each([
    "our street has nothing for kids after 3. a reading club at the Orchard branch on mondays and wednesdays would be enough honestly",
    "my son is 15 and wants a summer job but the form says 16?? can you let 15 year olds apply with a parent's signature",
    "I have fostered for six years and I love it. What I am asking is this: pay the foster allowance on the 1st of the month, not the 20th.",
    "i have fostered for six years and i love it but the money is always late what i am asking is this pay the foster allowance on the first of the month not the twentieth",
    "im a dad of two and the parenting class is always full. idea: a second evening class on thursdays at the Eastgate center",
    "Niech centra młodzieżowe będą otwarte w soboty do 21:00, bo nastolatki nie mają dokąd pójść.",
  ])("finds the request in %s", (text) => expect(asks(text)).toBe(true));

  it("reads a question typed without its mark in statement order, a noun-looking verb before an article too", () => {
    expect(asks("could the office station a tagalog-speaking counselor at the riverside senior center two mornings a week", SENIORS)).toBe(true);
  });

  it.each([
    "The van is always late and it would help a lot",
    "Oh lovely, another fine on my windscreen. Keep up the great work, geniuses.",
  ])("does not read a reason or praise as a request: %s", (text) => expect(asks(text)).toBe(false));

  it("keeps a day and a district inside the sentence that names them", () => {
    const text = "Home meals stop on Friday afternoon. Add a Saturday delivery on the Riverside and Eastgate routes, where the waiting list is longest.";
    expect(analyse(text, SENIORS).result.explanation).toContain("Add a Saturday delivery on the Riverside");
  });
});

describe("what a motion is about", () => {
  it("is not the words of a place's name the page never uses", () => {
    const crossing = "Please paint a crosswalk with a flashing light on Tern Road in front of the Westside Family Hub; drivers take the bend at 40 mph.";
    expect(analyse(crossing).result.criteria.relevance).toBeLessThan(50);
  });

  it("still is a place of the kind the page names", () => {
    const streets = { name: "Department of Streets & Mobility", description: "Roads, sidewalks, crossings, traffic signals and bike lanes." };
    const crossing = "our block on Tern Road has no crossing at all. a zebra crossing outside the Ferris Street school would be enough";
    expect(analyse(crossing, streets).result.criteria.relevance).toBeGreaterThanOrEqual(50);
  });

  it("still is a place of the page's own kind, named in full", () => {
    const lift = "The lift at the Quarry Lane Senior Center has been broken for a month. Repair it by Friday and move the lunch program downstairs until then.";
    expect(analyse(lift, SENIORS).result.criteria.relevance).toBeGreaterThanOrEqual(50);
  });
});

describe("text that is no proposal", () => {
  it("flags a heap of words without grammar, also when sentences are appended to it", () => {
    const heap = "swing caseworker lemon the hours rocket tuesday folder seventeen kettle summer ladder violet";
    expect(flagged(heap)).toContain("gibberish");
    expect(flagged(`${heap} Start next spring and finish by the end of 2027. We will track outcomes monthly.`)).toContain("gibberish");
  });

  it.each([
    "Repave Hale Street, Oak Avenue, Main Street, Pine Road, Elm Drive, Birch Lane, Cedar Court and Maple Way this summer.",
    "Proszę otworzyć przychodnię w Eastgate we wtorki i czwartki do 19:00 dla szczepień dzieci rodziców pracujących na zmiany.",
  ])("does not flag a list or a language without articles: %s", (text) => expect(flagged(text)).not.toContain("gibberish"));

  it("flags an advert for limited spots with a free first week", () => {
    expect(flagged("Sunny Days Camp has openings, first week FREE! Call 555-0199 or visit sunnydays-camp.biz, limited spots.")).toContain("spam");
  });
});
