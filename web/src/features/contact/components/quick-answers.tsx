import { MOTION_MIN_LENGTH } from "@contract/motions";
import { Link } from "@tanstack/react-router";
import { ChevronDown } from "lucide-react";
import { useId, useState, type ReactNode } from "react";

const linkClass = "font-semibold text-brand underline-offset-4 hover:underline";

/**
 * One question as a disclosure (WAI-ARIA pattern): a real button inside the heading, aria-expanded, and
 * aria-controls naming the answer, which is removed from the page while closed.
 */
function Disclosure({ question, children }: { question: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <div className="border-b border-line last:border-b-0">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-14 w-full items-center justify-between gap-4 py-3 text-left font-semibold text-ink hover:text-brand"
        >
          {question}
          <ChevronDown aria-hidden="true" className={`size-5 shrink-0 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </h3>
      <div id={answerId} hidden={!open} className="space-y-3 pb-5 text-sm leading-relaxed text-ink-muted">
        {children}
      </div>
    </div>
  );
}

/** The contact page's Quick Answers: submitting a motion, how accurate a score is, editing a motion. */
export function QuickAnswers() {
  return (
    <section aria-labelledby="quick-answers-heading">
      <h2 id="quick-answers-heading" className="text-2xl font-bold tracking-tight text-ink">
        Quick Answers
      </h2>
      <div className="mt-4 rounded-2xl border border-line bg-surface-raised px-5 shadow-sm sm:px-6">
        <Disclosure question="How do I submit an idea?">
          <p>
            Sign in (or create an account and verify your email address), open the{" "}
            <Link to="/pages" className={linkClass}>
              motion page
            </Link>{" "}
            your idea is about, and choose Submit Motion. Write your motion in at least {MOTION_MIN_LENGTH} characters and
            press Add Motion.
          </p>
          <p>
            It is then scored against Plaza&apos;s published rubric, by a language model where one is configured and by
            Plaza&apos;s rule-based rubric otherwise: relevance to the page, originality, feasibility, impact, clarity,
            scalability and sustainability, a final score and a written explanation, which appear on your motion&apos;s
            card and name which of the two scored it.
          </p>
        </Disclosure>
        <Disclosure question="How accurate is the score?">
          <p>
            The score and its analysis are informational only: they do not decide whether a motion is adopted. Every motion is
            scored against the same published rubric and weights, so scores are comparable, but a score is a reading
            aid, not a verdict, and people&apos;s votes matter as much.
          </p>
          <p>
            <Link to="/how-scoring-works" className={linkClass}>
              See how scoring works
            </Link>{" "}
            for the criteria, their weights and the formula behind the final score.
          </p>
        </Disclosure>
        <Disclosure question="Can I edit my idea after submitting it?">
          <p>
            No. Motions cannot be edited after submission, so the motion people voted on is the one that stays on
            record. If you want to say it better, submit a new, clearer motion; you can mention in it which earlier
            motion it improves on.
          </p>
        </Disclosure>
      </div>
    </section>
  );
}
