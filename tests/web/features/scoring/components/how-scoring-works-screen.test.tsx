import { useSuspenseQuery } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rubricQuery, type Rubric } from "../../../../../web/src/features/scoring/api/rubric-query";
import { HowScoringWorksScreen } from "../../../../../web/src/features/scoring/components/how-scoring-works-screen";
import { renderInRouter } from "../../../support/render-in-router";
import { stubApi } from "../../../support/stub-api";

afterEach(() => vi.unstubAllGlobals());

const criterion = (key: string, label: string, weight: number) => ({ key, label, weight, description: `How ${key} is judged.` });

const rubric = (scorer: Rubric["scorer"]) =>
  ({
    version: "1.0.0",
    scorer,
    fallback: { provider: "rubric", model: "Plaza rubric analyzer v1.0.0 (rule-based, no LLM)" },
    criteria: [
      criterion("relevance", "Relevance to the page", 0.22),
      criterion("originality", "Originality", 0.1),
      criterion("feasibility", "Feasibility", 0.18),
      criterion("impact", "Impact", 0.18),
      criterion("clarity", "Clarity and coherence", 0.12),
      criterion("scalability", "Scalability", 0.1),
      criterion("sustainability", "Sustainability", 0.1),
    ],
    formula: "score = 0.22 × relevance + 0.10 × originality + …",
    notice: "The score and its analysis are informational only: they do not decide whether a motion is adopted.",
  }) as Rubric;

/** The route's component: the page fed by the rubric query. */
function Page() {
  const { data } = useSuspenseQuery(rubricQuery());
  return <HowScoringWorksScreen rubric={data} />;
}

describe("How scoring works", () => {
  it("loads GET /api/ai/rubric and lists the seven criteria with their weights as percentages", async () => {
    const api = stubApi(() => ({ body: rubric({ provider: "rubric", model: "Plaza rubric analyzer v1.0.0 (rule-based, no LLM)" }) }));
    renderInRouter(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "How scoring works" })).toBeInTheDocument();
    expect(api.requests[0]?.pathname).toBe("/api/ai/rubric");

    const items = within(screen.getByRole("region", { name: "The criteria and their weights" })).getAllByRole("listitem");
    expect(items).toHaveLength(7);
    expect(items[0]).toHaveTextContent("Relevance to the page22% of the score");
    expect(items[0]).toHaveTextContent("How relevance is judged.");
    expect(items[4]).toHaveTextContent("Clarity and coherence12% of the score");
    expect(screen.getByText("score = 0.22 × relevance + 0.10 × originality + …")).toBeInTheDocument();
  });

  it("names the scorer in use, says the analysis is informational only and that motions cannot be edited", async () => {
    renderInRouter(<HowScoringWorksScreen rubric={rubric({ provider: "rubric", model: "Plaza rubric analyzer v1.0.0" })} />);
    const model = await screen.findByText("Plaza rubric analyzer v1.0.0");
    expect(model.closest("p")).toHaveTextContent(/rule-based program \(not a language model\)/);
    expect(screen.getByText("The score and its analysis are informational only.")).toBeInTheDocument();
    // The rubric in use: the page claims no AI anywhere.
    expect(document.body.textContent).not.toMatch(/\bAI\b/);
    expect(screen.getByText(/Motions cannot be edited after submission/)).toBeInTheDocument();
    // With the rubric itself in use there is no fallback to explain.
    expect(screen.queryByText(/scores a motion instead of the model/)).toBeNull();
  });

  it("explains the rubric fallback when a language model scores", async () => {
    renderInRouter(<HowScoringWorksScreen rubric={rubric({ provider: "workers-ai", model: "@cf/meta/llama-3.3-70b-instruct-fp8-fast" })} />);
    const model = await screen.findByText("@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    expect(model.closest("p")).toHaveTextContent(/Cloudflare Workers AI/);
    const fallback = screen.getByText(/Plaza rubric analyzer v1\.0\.0 \(rule-based, no LLM\) scores a motion instead of the model/);
    // Every case in which the rubric stands in, as README.md "How scoring works" lists them.
    expect(fallback).toHaveTextContent(/addresses the scorer rather than the page/);
    expect(fallback).toHaveTextContent(/invalid, contradicts its own numbers or is far from the rubric/);
    expect(fallback).toHaveTextContent(/within about a minute/);
    expect(screen.getByText("Each analysis names the scorer that wrote it.")).toBeInTheDocument();
  });
});
