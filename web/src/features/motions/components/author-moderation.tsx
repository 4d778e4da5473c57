import { EyeOff, Scale } from "lucide-react";
import { lazy, Suspense } from "react";
import { formatFullTimestamp } from "../../../lib/display-format";
import type { MotionDetail } from "../api/motion-queries";
import { authorStateText } from "../lib/moderation-text";

// Only the author of a hidden motion sees the form, so its code (and the contract's zod) is fetched then.
const AppealForm = lazy(() => import("./appeal-form"));

type AuthorView = NonNullable<MotionDetail["moderation"]>;

const outcomeText: Record<"pending" | "upheld" | "rejected", string> = {
  pending: "Waiting for a moderator. Appeals are reviewed first.",
  upheld: "Upheld: your motion is public again.",
  rejected: "Rejected. The decision on an appeal is final.",
};

/** The author's appeal as sent, and what became of it. */
function SentAppeal({ appeal }: { appeal: NonNullable<AuthorView["appeal"]> }) {
  return (
    <div className="mt-4 rounded-xl border border-line bg-surface-raised p-4">
      <p className="text-sm font-semibold text-ink">
        Your appeal, sent <time dateTime={appeal.createdAt}>{formatFullTimestamp(appeal.createdAt)}</time>
      </p>
      <p dir="auto" className="mt-2 whitespace-pre-line text-ink user-text">
        {appeal.text}
      </p>
      <p className="mt-3 flex items-start gap-2 text-sm font-semibold text-ink">
        <Scale aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="sr-only">Outcome: </span>
          {outcomeText[appeal.outcome ?? "pending"]}
        </span>
      </p>
    </div>
  );
}

/**
 * What the author of a motion the public cannot read sees on its permalink: where it stands and why, that
 * only they can read it, and the appeal — the form while they may still appeal, then the appeal itself.
 */
export function AuthorModeration({ motionId, moderation }: { motionId: string; moderation: AuthorView }) {
  const { title, body } = authorStateText(moderation.state, moderation.reason);
  return (
    <section aria-labelledby="moderation-heading" className="mt-4 rounded-xl border border-amber-700/40 bg-amber-50 p-4 text-ink dark:border-amber-300/40 dark:bg-amber-950/40">
      <h2 id="moderation-heading" className="flex items-start gap-2 font-semibold">
        <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {title}
      </h2>
      <p className="mt-1 text-sm">{body}</p>
      {moderation.appeal && <SentAppeal appeal={moderation.appeal} />}
      {moderation.canAppeal && (
        <div className="mt-4">
          <h3 className="font-semibold">Appeal this decision</h3>
          <div className="mt-3">
            <Suspense fallback={<p className="text-sm">Loading the appeal form…</p>}>
              <AppealForm motionId={motionId} />
            </Suspense>
          </div>
        </div>
      )}
    </section>
  );
}
