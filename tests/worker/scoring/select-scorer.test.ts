import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { scorerFor } from "../../../worker/scoring/select-scorer";

// Which scorer AI_PROVIDER asks for, and the rubric, loudly, when the configuration cannot work.

afterEach(() => vi.restoreAllMocks());

describe("scorerFor", () => {
  const base = { AI_PROVIDER: "rubric", AI_MODEL: "@cf/test/model", OPENAI_BASE_URL: "", AI: undefined, OPENAI_API_KEY: undefined };
  const fakeAi = { run: async () => ({}) } as unknown as Ai;

  it("uses the rubric by default and as the local configuration", () => {
    expect(scorerFor(env).name).toBe("rubric");
    expect(scorerFor({ ...base, AI_PROVIDER: "" }).name).toBe("rubric");
  });

  it("picks Workers AI and OpenAI-compatible scorers by AI_PROVIDER", () => {
    expect(scorerFor({ ...base, AI_PROVIDER: "workers-ai", AI: fakeAi })).toMatchObject({ name: "workers-ai", model: "@cf/test/model (Workers AI)" });
    expect(scorerFor({ ...base, AI_PROVIDER: "OpenAI", OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" }).name).toBe("openai");
  });

  it("labels each model with its real provider, and uses the provider's own default model when AI_MODEL is empty", () => {
    const withKey = { ...base, AI_PROVIDER: "openai", OPENAI_API_KEY: "sk-test" };
    expect(scorerFor({ ...withKey, AI_MODEL: "" }).model).toBe("gpt-4o-mini (OpenAI)");
    expect(scorerFor({ ...withKey, AI_MODEL: "gpt-4.1" }).model).toBe("gpt-4.1 (OpenAI)");
    expect(scorerFor({ ...base, AI_PROVIDER: "openai", AI_MODEL: "", OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" }).model).toBe("gpt-4o-mini (OpenAI-compatible API)");
    expect(scorerFor({ ...base, AI_PROVIDER: "openai", AI_MODEL: "llama3.1:8b", OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" }).model).toBe("llama3.1:8b (OpenAI-compatible API)");
    expect(scorerFor({ ...base, AI_PROVIDER: "workers-ai", AI_MODEL: "", AI: fakeAi }).model).toBe("@cf/meta/llama-3.3-70b-instruct-fp8-fast (Workers AI)");
  });

  it("never asks OpenAI itself for a Workers AI model (the local AI_MODEL), and says so", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const scorer = scorerFor({ ...base, AI_PROVIDER: "openai", AI_MODEL: "@cf/meta/llama-3.3-70b-instruct-fp8-fast", OPENAI_API_KEY: "sk-test" });
    expect(scorer.model).toBe("gpt-4o-mini (OpenAI)");
    expect(warn.mock.calls[0]![0]).toContain("is a Workers AI model");
  });

  it("falls back to the rubric, with a warning, when the configuration cannot work", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(scorerFor({ ...base, AI_PROVIDER: "gpt-please" }).name).toBe("rubric");
    expect(scorerFor({ ...base, AI_PROVIDER: "workers-ai" }).name).toBe("rubric");
    expect(scorerFor({ ...base, AI_PROVIDER: "openai" }).name).toBe("rubric");
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]![0]).toContain('Unknown AI_PROVIDER \\"gpt-please\\"');
  });
});
