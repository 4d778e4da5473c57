import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { vi } from "vitest";
import type { AiCriteria } from "../../../worker/db/schema";
import { pages, motions } from "../../../worker/db/schema";
import { clampCriterion, CRITERIA, CRITERION_KEYS } from "../../../worker/scoring/criteria";
import { analyseWithRubric } from "../../../worker/scoring/rubric/rubric-scorer";
import type { ScoreInput } from "../../../worker/scoring/types";
import { db } from "./factories";

// An OpenAI-compatible chat endpoint at the network boundary: the Worker runs with AI_PROVIDER=openai and a
// base URL on a test host, and global fetch answers that host's /chat/completions. Nothing of the Worker is
// replaced; any other outbound request fails. Tests restore it with vi.restoreAllMocks().

export const LLM_BASE_URL = "http://llm.test/v1";
export const LLM_MODEL = "llama3.1:8b";

/** The Worker's env with the OpenAI-compatible scorer configured against the fake endpoint. */
export const openAiEnv = (extra: Partial<Env> = {}): Env => ({
  ...env,
  AI_PROVIDER: "openai",
  AI_MODEL: LLM_MODEL,
  OPENAI_BASE_URL: `${LLM_BASE_URL}/`,
  OPENAI_API_KEY: "sk-test-key",
  ...extra,
});

/**
 * One answer of the endpoint: a status other than 200, the completion's content (after `delayMs`), a network
 * error, or no answer at all until the caller gives up (`hang`).
 */
type Reply = { status?: number; content?: string; delayMs?: number; hang?: true } | Error;
type SeenRequest = { url: string; headers: Headers; body: Record<string, unknown> };

const completion = (content: string) => ({ choices: [{ index: 0, message: { role: "assistant", content } }] });

/** Fakes the chat endpoint: each call gets the next reply; the last one repeats. Returns the requests seen. */
export const fakeEndpoint = (...replies: Reply[]) => {
  const requests: SeenRequest[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(`${LLM_BASE_URL}/`)) throw new Error(`unexpected outbound request to ${request.url}`);
    requests.push({ url: request.url, headers: request.headers, body: (await request.json()) as Record<string, unknown> });
    const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
    if (reply instanceof Error) throw reply;
    if (reply.hang) return new Promise<Response>((_, reject) => (init?.signal ?? request.signal).addEventListener("abort", () => reject(new Error("aborted"))));
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (reply.status && reply.status !== 200) return new Response("upstream error", { status: reply.status });
    return Response.json(completion(reply.content ?? ""));
  });
  return requests;
};

/** The same value for every criterion. */
export const every = (value: number) => Object.fromEntries(CRITERION_KEYS.map((k) => [k, value])) as AiCriteria;

/**
 * A valid model answer with these criteria: a card-format explanation whose headings state them, and a
 * `score` of the model's own that Plaza must ignore.
 */
export const modelAnswer = (criteria: AiCriteria, summary = "A clear request for one bus stop, with a place and a date.") => ({
  criteria,
  score: 99,
  explanation: [
    "Summary:",
    summary,
    "",
    ...CRITERIA.flatMap((c) => [`${c.label} (${criteria[c.key]}/100):`, `- What the motion says about ${c.key}.`, ""]),
    "How to improve this motion:",
    "- Add a cost estimate and who maintains it.",
  ].join("\n"),
});

/**
 * An honest-looking answer for `input`: the rubric's own criteria moved by `shift`, well inside the
 * cross-check's margins whatever the rubric's current numbers are.
 */
export const answerNear = (input: ScoreInput, shift = 10) => {
  const rubric = analyseWithRubric(input).result.criteria;
  return modelAnswer(Object.fromEntries(CRITERION_KEYS.map((k) => [k, clampCriterion(rubric[k] + shift)])) as AiCriteria);
};

/** What the scoring service gives a scorer for a stored motion that has no earlier motions on its page. */
export async function scoreInputOf(motionId: string): Promise<ScoreInput> {
  const [row] = await db()
    .select({ id: motions.id, text: motions.text, name: pages.name, description: pages.description })
    .from(motions)
    .innerJoin(pages, eq(pages.id, motions.pageId))
    .where(eq(motions.id, motionId));
  return { motion: { id: row!.id, text: row!.text }, page: { name: row!.name, description: row!.description }, others: [] };
}
