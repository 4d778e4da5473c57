import { scorerLabel } from "@contract/scorers";
import { Link } from "@tanstack/react-router";
import clsx from "clsx";
import { ChevronDown, Scale } from "lucide-react";
import { useId, useState } from "react";
import type { Motion } from "../api/motion-queries";
import { AiCriteria } from "./ai-criteria";
import { AiExplanation } from "./ai-explanation";

type Props = Pick<Motion, "aiStatus" | "aiExplanation" | "aiCriteria" | "aiModel">;

/** Which scorer wrote this analysis: the rule-based rubric or a named AI model (How scoring works says when). */
function ScoredBy({ aiModel }: { aiModel: string }) {
  const { kind, name } = scorerLabel(aiModel);
  return (
    <p className="text-sm text-ink">
      <span className="font-medium">Scored by:</span> {name}
      <span className="text-ink-muted">{kind === "rule-based" ? " (Plaza's own rules, no AI model)" : " (an AI model)"}</span>
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
      <p className="text-xs text-ink-muted">The AI analysis is informational only.</p>
    </div>
  );
}

/** The collapsed "See AI Score Analysis" disclosure of a motion card. */
export function AiAnalysisPanel(props: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-4 border-t border-line pt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="-mx-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-brand hover:bg-brand-soft hover:text-brand-strong"
      >
        {open ? "Hide AI Score Analysis" : "See AI Score Analysis"}
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
