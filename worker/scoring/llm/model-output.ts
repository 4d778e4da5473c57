import { z } from "zod";
import { markCopiedQuotes } from "../../shared/quoted-motions";
import { CRITERION_KEYS } from "../criteria";
import { analyseWithRubric } from "../rubric/rubric-scorer";
import type { ScoreInput, ScoreResult } from "../types";
import { errorMessage, logEvent } from "../../shared/log";
import { crossCheck, rubricWithNote } from "./cross-check";
import { buildMessages, type ChatMessage } from "./prompt";

// What the two LLM scorers (Workers AI, OpenAI-compatible) share (README.md, "How scoring works"): the rubric
// runs first; a motion that addresses the scorer never reaches the model; one prompt (prompt.ts), one output
// schema, one repair attempt within a bounded time, then the cross-check against the rubric (cross-check.ts).
// The model only proposes the seven criteria and the explanation; the final score is always the published
// weighted mean computed by Plaza, never a total the model wrote.

/** One chat completion within `timeoutMs`: the provider's raw answer (a JSON string or a parsed object). */
type Complete = (messages: ChatMessage[], timeoutMs: number) => Promise<unknown>;

/** How long one model call, and one scoring attempt (the call and its repair), may take. */
export type Limits = { callMs: number; attemptMs: number };
export const DEFAULT_LIMITS: Limits = { callMs: 20_000, attemptMs: 30_000 };

/** The answer's length limit on both providers: the explanation's 6,000 characters and the criteria fit. */
export const MAX_OUTPUT_TOKENS = 1800;

/** Less time than this left in the attempt: no repair call, the rubric scores at once. */
const MIN_REPAIR_MS = 3_000;

const criterion = z.number().int().min(0).max(100);

/** The card format: at least one short heading line ending in a colon and at least one "- " bullet. */
const hasCardFormat = (text: string) => {
  const lines = text.split("\n").map((l) => l.trim());
  return lines.some((l) => l.endsWith(":") && l.split(/\s+/).length <= 8) && lines.some((l) => l.startsWith("- "));
};

const llmOutputSchema = z.object({
  criteria: z.object({
    relevance: criterion,
    originality: criterion,
    feasibility: criterion,
    impact: criterion,
    clarity: criterion,
    scalability: criterion,
    sustainability: criterion,
  }),
  explanation: z
    .string()
    .trim()
    .min(80, "explanation is too short")
    .max(6000, "explanation is too long")
    .refine(hasCardFormat, "explanation must use heading lines ending in a colon and lines starting with '- '"),
});

/** The same shape as JSON Schema, for providers that constrain decoding to it. */
export const LLM_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["criteria", "explanation"],
  properties: {
    criteria: {
      type: "object",
      additionalProperties: false,
      required: CRITERION_KEYS,
      properties: Object.fromEntries(CRITERION_KEYS.map((k) => [k, { type: "integer", minimum: 0, maximum: 100 }])),
    },
    explanation: { type: "string" },
  },
} as const;

/** Tolerates what models commonly add around JSON: code fences, markdown bullets and bold headings. */
const tidy = (raw: unknown): unknown => {
  let value = raw;
  if (typeof value === "string") {
    const text = value.trim().replace(/^```(?:json)?\s*|\s*```$/g, "");
    value = JSON.parse(text);
  }
  if (value && typeof value === "object" && typeof (value as { explanation?: unknown }).explanation === "string") {
    const v = value as { explanation: string };
    return { ...v, explanation: v.explanation.replace(/\*\*/g, "").replace(/^(\s*)[*•]\s+/gm, "$1- ") };
  }
  return value;
};

type Parsed = { ok: true; value: z.infer<typeof llmOutputSchema> } | { ok: false; error: string };

function parseOutput(raw: unknown): Parsed {
  let value: unknown;
  try {
    value = tidy(raw);
  } catch (err) {
    return { ok: false, error: `the reply is not valid JSON (${errorMessage(err)})` };
  }
  const result = llmOutputSchema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: result.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ") };
}

const asText = (raw: unknown) => (typeof raw === "string" ? raw : JSON.stringify(raw) ?? "");

/**
 * Scores a motion with the model behind `complete`, or with the rubric and a note when the motion addresses
 * the scorer, when the output is still invalid after one repair, or when the cross-check rejects it. Only a
 * provider failure (unreachable, 5xx, 429, a call over its time) throws, as a RetryableScoringError.
 */
export async function scoreWithModel(complete: Complete, input: ScoreInput, model: string, limits = DEFAULT_LIMITS): Promise<ScoreResult> {
  const verdict = analyseWithRubric(input);
  const injection = verdict.hardFlags.find((f) => f.kind === "injection");
  if (injection) {
    logEvent("warn", { event: "scoring-injection", motionId: input.motion.id, reason: injection.reason });
    return rubricWithNote(verdict, `This motion addresses the scorer rather than the page (${injection.reason}), so Plaza's rule-based rubric scored it and it was not shown to ${model}. A moderator will review it.`);
  }
  const deadline = Date.now() + limits.attemptMs;
  const timeLeft = () => Math.min(limits.callMs, deadline - Date.now());
  const messages = buildMessages(input, verdict);
  const first = await complete(messages, timeLeft());
  let parsed = parseOutput(first);
  if (!parsed.ok && timeLeft() >= MIN_REPAIR_MS) {
    const repair: ChatMessage[] = [
      ...messages,
      { role: "assistant", content: asText(first).slice(0, 8000) },
      { role: "user", content: `That reply was invalid: ${parsed.error}. Reply again with only the corrected JSON object.` },
    ];
    parsed = parseOutput(await complete(repair, timeLeft()));
  }
  if (!parsed.ok) {
    logEvent("warn", { event: "model-output-invalid", motionId: input.motion.id, model, error: parsed.error.slice(0, 300) });
    return rubricWithNote(verdict, `${model} gave no valid analysis, even after one repair attempt, so Plaza's rule-based rubric scored this motion instead.`);
  }
  const result = crossCheck(parsed.value, verdict, model);
  if (result.model !== model) {
    logEvent("warn", { event: "model-answer-replaced", motionId: input.motion.id, model, note: result.explanation.split("\n")[1] });
    return result;
  }
  // The model's own words may copy an earlier motion's; marked, they are withheld once it is not public.
  return { ...result, explanation: markCopiedQuotes(result.explanation, input.others) };
}
