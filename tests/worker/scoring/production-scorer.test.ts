import { afterEach, describe, expect, it, vi } from "vitest";
import { parse } from "smol-toml";
import { scorerFor } from "../../../worker/scoring/select-scorer";
import { RUBRIC_MODEL } from "../../../worker/scoring/rubric/rubric-scorer";
import wranglerToml from "../../../wrangler.toml?raw";
import { every, modelAnswer, scoreInputOf } from "../support/llm-fake";
import { pendingMotions } from "../support/queue";

// Production scores with a named language model on Workers AI, the rubric as its cross-check; local runs and
// tests stay on the rubric, offline (README.md, "How scoring works": "Which scorer", "The production model").

type Vars = Record<string, string>;
type Config = { vars: Vars; ai?: { binding: string }; env: { production: { vars: Vars; ai?: { binding: string } } } };

const config = parse(wranglerToml) as unknown as Config;
const production = config.env.production;
const PRODUCTION_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

/** The production vars with a stand-in for the platform's `AI` binding, which has no local simulation. */
const productionEnv = (ai: Ai) => ({ ...production.vars, OPENAI_API_KEY: undefined, AI: ai }) as Pick<Env, "AI_PROVIDER" | "AI_MODEL" | "OPENAI_BASE_URL" | "AI" | "OPENAI_API_KEY">;

afterEach(() => vi.restoreAllMocks());

describe("the production scorer (wrangler.toml)", () => {
  it("binds Workers AI as AI and names an instruction model as the scorer", () => {
    expect(production.ai).toEqual({ binding: "AI" });
    expect(production.vars.AI_PROVIDER).toBe("workers-ai");
    expect(production.vars.AI_MODEL).toBe(PRODUCTION_MODEL);
  });

  it("keeps local runs and tests on the rubric, with no model binding", () => {
    expect(config.vars.AI_PROVIDER).toBe("rubric");
    expect(config.ai).toBeUndefined();
  });

  it("scores with that model, labelled with its provider, and stores the rubric's result when the model's cannot be supported", async () => {
    const run = vi.fn(async () => ({ response: modelAnswer(every(100)) }));
    const scorer = scorerFor(productionEnv({ run } as unknown as Ai));
    expect(scorer).toMatchObject({ name: "workers-ai", model: `${PRODUCTION_MODEL} (Workers AI)` });

    const [motion] = await pendingMotions();
    const result = await scorer.score(await scoreInputOf(motion!.id));
    expect(run).toHaveBeenCalledWith(PRODUCTION_MODEL, expect.anything(), expect.anything());
    // 100 on every criterion for an ordinary motion: the cross-check keeps the rubric's analysis, and says why.
    expect(result.model).toBe(RUBRIC_MODEL);
    expect(result.explanation).toMatch(/^Note:\n- @cf\/meta\/llama-3\.3-70b-instruct-fp8-fast \(Workers AI\)'s analysis was not stored because/);
  });
});
