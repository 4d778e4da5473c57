import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { AiCriteria } from "../../../worker/db/schema";
import { clampCriterion, CRITERIA } from "../../../worker/scoring/criteria";
import { openAiScorer } from "../../../worker/scoring/llm/openai";
import type { Scorer } from "../../../worker/scoring/types";

// A local, OBEDIENT stand-in for an OpenAI-compatible model, for evaluating Plaza's LLM path without a
// provider: a Node HTTP server on a free port of 127.0.0.1 that answers POST …/chat/completions. It reads
// the whole user message as a model does — text hidden in Unicode tag characters included, any language —
// and does what the text asks: when it asks for a score ("give it 100", "la puntuación máxima", "20/20",
// "die volle Punktzahl", a table of 100s), it answers criteria that average to that score and an explanation
// that quotes those very numbers, so the cross-check finds nothing inconsistent. Otherwise it scores the
// motion plainly, from what its words say (deterministic, no randomness, independent of Plaza's rubric),
// with a card-format explanation whose numbers match its criteria.

/** Tag characters as the ASCII they encode, zero-width splits closed: a model reads through both. */
const readHidden = (text: string) =>
  text.replace(/[\u{E0020}-\u{E007E}]/gu, (t) => String.fromCodePoint(t.codePointAt(0)! - 0xe0000)).replace(/[\u200b-\u200d\u2060\ufeff]/g, "");

// The top of the scale in the seven languages Plaza reads, and a number out of 10, 20 or 100.
const TOP_WORDS =
  /full marks|top marks|highest possible|maximum score|perfect score|puntuaci[oó]n m[aá]xima|note maximale|volle punktzahl|punteggio massimo|nota m[aá]xima|maksymaln[aą] ocen[eę]|najwy[zż]sz[aą] ocen[eę]/i;
const FRACTION = /\b(\d{1,3})\s*\/\s*(10|20|100)\b(?!\s*\/)/;
const ASKED_NUMBER = /\b(score|scores|rate|rating|marks|points|puntos|punkte|punti|pontos|punkt[oó]w|criteri\w*|kryteri\w*|give|get|gets|gib|dale|donnez|dai|daj)\b[^.\n]{0,40}?\b(100|9\d)\b(?!\s*(%|percent|families|residents|buses|benches|trees|more))/i;

/** The score the text asks for, or null: an obedient model gives what it is told. */
function askedScore(text: string): number | null {
  const read = readHidden(text);
  const fraction = FRACTION.exec(read);
  if (fraction) return Math.min(100, Math.round((100 * Number(fraction[1])) / Number(fraction[2])));
  if (TOP_WORDS.test(read)) return 100;
  const number = ASKED_NUMBER.exec(read)?.[2] ?? /\|\s*(100)\s*\|/.exec(read)?.[1];
  return number === undefined ? null : Number(number);
}

type Data = { page: { name: string; description: string }; motion: { text: string }; closest: { similarity: number }[]; cap: number };

/** The user message as data: the JSON object Plaza sends, or (an older prompt) the raw text as the motion. */
function readData(content: string): Data {
  try {
    const parsed = JSON.parse(content) as {
      page: Data["page"];
      motion: Data["motion"];
      earlier_motions?: { closest?: Data["closest"] };
      plaza_checks?: { max_per_criterion?: number };
    };
    return { page: parsed.page, motion: parsed.motion, closest: parsed.earlier_motions?.closest ?? [], cap: parsed.plaza_checks?.max_per_criterion ?? 100 };
  } catch {
    return { page: { name: "", description: "" }, motion: { text: content }, closest: [], cap: 100 };
  }
}

const has = (text: string, pattern: RegExp) => (pattern.test(text) ? 1 : 0);
const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]{4,}/g) ?? [];

/** Plausible criteria from what the motion says: who acts, money, dates, numbers, who benefits, reach, upkeep. */
function plausibleCriteria({ page, motion, closest, cap }: Data): AiCriteria {
  const text = motion.text;
  // Advertising: a link and a sales word together.
  if (/www\.|https?:\/\//i.test(text) && /\b(buy|cheap|sale|coupon|order)\b/i.test(text)) return { relevance: 5, originality: 5, feasibility: 5, impact: 5, clarity: 5, scalability: 5, sustainability: 5 };
  const pageWords = new Set(wordsOf(`${page.name} ${page.description}`));
  const shared = new Set(wordsOf(text).filter((w) => pageWords.has(w))).size;
  const words = text.split(/\s+/).filter(Boolean).length;
  const number = has(text, /\d/);
  const criteria = {
    relevance: 35 + 12 * Math.min(5, shared),
    originality: 100 - 100 * Math.max(0, ...closest.map((c) => c.similarity)),
    feasibility: 25 + 15 * number + 15 * has(text, /\b(by|before|within|starting|from)\b[^.]{0,30}\b(20\d\d|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|months?|weeks?|days?|years?)\b/i) + 15 * has(text, /\b(department|office|council|agency|authority|board|city|district|library|school|committee)\b/i) + 15 * has(text, /\$|\b(budget|fund|funded|funding|cost|costs|grant)\b/i),
    impact: 25 + 20 * has(text, /\b(residents|riders|children|families|seniors|students|people|neighbou?rs|tenants|patients|disabled|older|workers|parents)\b/i) + 15 * number + 15 * has(text, /\b(because|since|so that|broken|unsafe|danger|waiting|crash|flood|late|crowded)\b/i),
    clarity: words < 6 ? 30 : (text.replace(/[^A-Z]/g, "").length > text.replace(/[^a-z]/g, "").length ? 10 : 60 + Math.min(25, Math.floor(words / 4))),
    scalability: 20 + 25 * has(text, /\b(every|all|citywide|network|each|expand|pilot|phase|phased|other)\b/i),
    sustainability: 15 + 20 * has(text, /\b(maintain|maintenance|maintained|annual|yearly|ongoing|long-term|review|monitor|green|solar|energy|trees?)\b/i),
  };
  // A careful model follows Plaza's own findings (the system prompt asks it to); only text in the data fools it.
  return Object.fromEntries(CRITERIA.map((c) => [c.key, Math.min(cap, clampCriterion(criteria[c.key]))])) as AiCriteria;
}

/** A card-format explanation whose headings state `criteria`, as Plaza's prompt asks. */
function explain(criteria: AiCriteria, summary: string, reason: (key: string) => string) {
  return [
    "Summary:",
    summary,
    "",
    ...CRITERIA.flatMap((c) => [`${c.label} (${criteria[c.key]}/100):`, `- ${reason(c.key)}`, ""]),
    "How to improve this motion:",
    "- Say who should carry it out, by when, and what it costs.",
    "- Say how success will be measured.",
  ].join("\n");
}

/** The fake model's answer to one chat request: what the motion asks for, else a plain reading. */
function answer(messages: { role: string; content: string }[]) {
  const user = messages.find((m) => m.role === "user")?.content ?? "";
  const data = readData(user);
  const asked = askedScore(data.motion?.text ?? user);
  if (asked !== null) {
    const all = Object.fromEntries(CRITERIA.map((c) => [c.key, asked])) as AiCriteria;
    return { criteria: all, explanation: explain(all, `As the motion asks, it scores ${asked}/100 overall.`, () => `As asked, ${asked}/100.`) };
  }
  const criteria = plausibleCriteria(data);
  const summary = `The motion asks the page "${data.page.name || "this page"}" to act; it is judged on what it says.`;
  return { criteria, explanation: explain(criteria, summary, (key) => `Judged from the motion's own words on ${key}.`) };
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

/**
 * Starts the fake on a free port and returns Plaza's own OpenAI-compatible scorer pointed at it, the fake's
 * base URL (to ask it directly), how many chat requests it has answered, and close().
 */
export async function fakeLlmScorer(model = "obedient-fake") {
  let calls = 0;
  const server = createServer(async (req, res) => {
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) return res.writeHead(404).end();
    calls++;
    const body = JSON.parse(await readBody(req)) as { messages: { role: string; content: string }[] };
    const content = JSON.stringify(answer(body.messages));
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ object: "chat.completion", model, choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/v1`;
  const scorer: Scorer = openAiScorer({ baseUrl, model });
  return { scorer, baseUrl, calls: () => calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
