import { MOTION_MAX_LENGTH, submitMotionForm } from "@contract/motions";
import { normaliseText } from "@contract/normalise-text";
import { textLength } from "@contract/text";
import clsx from "clsx";
import { LoaderCircle } from "lucide-react";
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { buttonClass } from "../../../components/button-styles";
import { useContractForm } from "../../../lib/use-contract-form";
import { useMotionSubmission } from "../hooks/use-motion-submission";
import { SimilarMotions } from "./similar-motions";
import { SubmitProgressPanel } from "./submit-progress-panel";

const countFormat = new Intl.NumberFormat("en-US");

/**
 * The dialog's form: the Motion textarea with a character counter and Add Motion. The shared contract
 * schema (whose field is the API's `userIdea`) checks it on submit, then on every change, with errors
 * under the textarea. While the member writes, similar motions already on the page are suggested under it.
 */
export function SubmitMotionForm({ pageId, onDone }: { pageId: string; onDone: () => void }) {
  const { submit, processing, step } = useMotionSubmission({ pageId, close: onDone });
  const form = useContractForm(submitMotionForm, { userIdea: "" });
  const text = useWatch({ control: form.control, name: "userIdea" }) ?? "";
  const error = form.formState.errors.userIdea?.message;
  const id = useId();
  const [errorId, countId] = [`${id}-error`, `${id}-count`];
  // The counter counts as the Worker does: characters a reader sees, in the text as it will be stored.
  const count = textLength(normaliseText(text));
  // Sent as typed (trimmed): the Worker stores it normalised, and what it hid in invisible characters is a signal there
  // (README.md, "How scoring works").
  const onSubmit = form.handleSubmit(() => submit(form.getValues("userIdea").trim()));

  return (
    <form
      noValidate
      aria-busy={processing || undefined}
      // The button only looks disabled (see below), so a second submit is stopped here.
      onSubmit={(event) => (processing ? event.preventDefault() : void onSubmit(event))}
      className="space-y-4"
    >
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
          Motion
        </label>
        <textarea
          id={id}
          // Arabic or Hebrew runs right to left as it is typed, as it will on the card.
          dir="auto"
          rows={6}
          placeholder="Share your motion with the community..."
          // Read-only while processing: the text being analysed stays readable and focusable but fixed.
          readOnly={processing}
          aria-invalid={error ? true : undefined}
          aria-describedby={clsx(error && errorId, countId)}
          className={clsx(
            "block min-h-36 w-full resize-y rounded-xl border bg-surface px-4 py-3 text-base leading-relaxed text-ink shadow-sm placeholder:text-ink-muted",
            "focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand read-only:opacity-80",
            error ? "border-red-700 dark:border-red-300" : "border-ink-muted/70",
          )}
          {...form.register("userIdea")}
        />
        <div className="mt-1.5 flex items-start justify-between gap-3 text-sm">
          {/* The error sits right under the field; the counter keeps to the other side. */}
          <p id={errorId} className="font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
          <p
            id={countId}
            className={clsx("shrink-0 tabular-nums", count > MOTION_MAX_LENGTH ? "font-semibold text-red-700 dark:text-red-300" : "text-ink-muted")}
          >
            {countFormat.format(count)} / {countFormat.format(MOTION_MAX_LENGTH)}
            <span className="sr-only"> characters</span>
          </p>
        </div>
      </div>

      {/* Hidden while submitting: the progress takes its place. */}
      {!processing && <SimilarMotions pageId={pageId} text={text} onLeave={onDone} />}
      {processing && <SubmitProgressPanel step={step} />}

      <div className="flex justify-end">
        <button
          type="submit"
          // aria-disabled, not disabled: a disabled button throws keyboard focus out of the dialog.
          aria-disabled={processing || undefined}
          className={buttonClass({
            variant: "primary",
            // Keeps its colours while busy: "Scoring…" is a status people should be able to read.
            className: clsx("min-h-12 w-full sm:w-auto", processing && "cursor-wait"),
          })}
        >
          {processing && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {processing ? "Scoring…" : "Add Motion"}
        </button>
      </div>
    </form>
  );
}
