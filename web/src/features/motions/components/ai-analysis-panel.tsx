import { scorerLabel } from "@contract/scorers";
import { Link } from "@tanstack/react-router";
import clsx from "clsx";
import { ChevronDown, Scale } from "lucide-react";
import { useId, useState } from "react";
import type { Motion } from "../api/motion-queries";
import { AiCriteria } from "./ai-criteria";
import { AiExplanation } from "./ai-explanation";

type Props = Pick<Motion, "aiStatus" | "aiExplanation" | "aiCriteria" | "aiModel">;

/**
 * Which scorer wrote this analysis (How scoring works says when): the rubric's published rules, or a language
 * model by its name: "AI" is said only of a model, and always with its name.
 */
function ScoredBy({ aiModel }: { aiModel: string }) {
  const { kind, name } = scorerLabel(aiModel);
  if (kind === "ai-model") {
    return (
      <p className="text-sm text-ink">
        <span className="font-medium">AI analysis by</span> {name}
        <span className="text-ink-muted">, a language model, checked against Plaza's rule-based rubric</span>
      </p>
    );
  }
  return (
    <p className="text-sm text-ink">
      <span className="font-medium">Scored by:</span> {name}
      <span className="text-ink-muted"> (Plaza's published rules, applied the same way to every motion)</span>
    </p>
  );
}

function AnalysisBody({ aiStatus, aiExplanation, aiCriteria, aiModel }: Props) {
  if (aiStatus === "pending") {
    return <p className="text-sm text-ink-muted">The analysis will appear here when scoring finishes.</p>;
  }
  if (aiStatus === "failed" || (!aiExplanation && !aiCriteria)) {
    return <p className="text-sm text-ink-muted">This motion has not been scored, so there is no analysis to show.</p>;
  }
  return (
    <div className="space-y-4">
      {aiCriteria && <AiCriteria criteria={aiCriteria} />}
      {aiExplanation && <AiExplanation text={aiExplanation} />}
      {aiModel && <ScoredBy aiModel={aiModel} />}
      <p className="text-xs text-ink-muted">This analysis is informational only.</p>
    </div>
  );
}

/** The disclosure's name: "AI Score Analysis" only when a model wrote it. */
const analysisName = (aiModel: string | null) => (aiModel && scorerLabel(aiModel).kind === "ai-model" ? "AI Score Analysis" : "Score Analysis");

/** The collapsed "See Score Analysis" disclosure of a motion card ("See AI Score Analysis" when a model scored it). */
export function AiAnalysisPanel(props: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const name = analysisName(props.aiModel);
  return (
    <div className="mt-4 border-t border-line pt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="-mx-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-brand hover:bg-brand-soft hover:text-brand-strong"
      >
        {open ? `Hide ${name}` : `See ${name}`}
        <ChevronDown aria-hidden className={clsx("size-4 transition-transform", open && "rotate-180")} />
      </button>
      {/* The region stays in the DOM so aria-controls always points at something; its content is built on demand. */}
      <div id={panelId} hidden={!open} className="mt-2 rounded-xl bg-surface-sunken p-4">
        {open && (
          <>
            <AnalysisBody {...props} />
            {/* The audit trail: every analysis points at the published rubric it came from, so a score can be checked. */}
            <Link
              to="/how-scoring-works"
              className="-mx-2 mt-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-brand underline-offset-4 hover:underline"
            >
              <Scale aria-hidden className="size-4" />
              How scoring works
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
