import { moderationActionBody } from "@contract/moderation";
import { REPORT_NOTE_MAX, REPORT_REASON_LABELS, REPORT_REASONS } from "@contract/moderation-states";
import type { UseMutationResult } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import { buttonClass } from "../../../../components/button-styles";
import { CountedTextareaField } from "../../../../components/form/counted-textarea-field";
import { FormAlert, SubmitButton } from "../../../../components/form/form-submit";
import { RadioGroupField } from "../../../../components/form/radio-group-field";
import { Modal } from "../../../../components/modal";
import type { DecisionBody, QueueItem } from "../../api/moderation-api";
import { useStaffFailure } from "../../hooks/use-staff-failure";
import { useStaffForm } from "../../hooks/use-staff-form";
import { reportsByReason } from "../../lib/moderation-labels";
import type { StaffKind } from "../../lib/staff-kind";

const reasons = REPORT_REASONS.map((reason) => ({ value: reason, label: REPORT_REASON_LABELS[reason] }));

type Decision = UseMutationResult<unknown, Error, { item: QueueItem; body: Omit<DecisionBody, "expectedState"> }>;

/**
 * Hiding a motion asks for the public reason (shown on its permalink, and to its author) and an optional note
 * for the log. The reason the reports gave most is chosen to start with. On an appeal this rejects it, for good.
 */
export function HideDialog({ kind, item, decision, onClose }: { kind: StaffKind; item: QueueItem; decision: Decision; onClose: () => void }) {
  const fail = useStaffFailure(kind);
  const suggested = item.hiddenReason ?? reportsByReason(item.reports)[0]?.reason;
  const form = useStaffForm({
    schema: moderationActionBody,
    // The action and the state seen are not fields: they ride along with the form's values.
    defaultValues: { action: "hide", expectedState: item.state, reason: suggested, note: "" },
    onFailure: fail,
    onValid: async ({ reason, note }) => {
      await decision.mutateAsync({ item, body: { action: "hide", reason, ...(note ? { note } : {}) } });
      onClose();
    },
  });
  const note = useWatch({ control: form.control, name: "note" }) ?? "";
  const { errors, isSubmitting } = form.formState;
  const onAppeal = item.state === "appealed";

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      title="Hide this motion"
      description={
        <q dir="auto" className="line-clamp-3 user-text">
          {item.motion.idea}
        </q>
      }
    >
      <form noValidate onSubmit={(event) => void form.onSubmit(event)} className="space-y-4">
        <FormAlert message={errors.root?.server?.message} />
        {onAppeal && <p className="text-sm font-semibold text-ink">This rejects the author&apos;s appeal. The decision is final.</p>}
        <RadioGroupField
          legend="Public reason"
          hint="Shown on the motion's page and told to its author."
          options={reasons}
          error={errors.reason?.message}
          input={form.register("reason")}
        />
        <CountedTextareaField
          label="Note for the log (optional)"
          text={note}
          limit={REPORT_NOTE_MAX}
          error={errors.note?.message}
          rows={2}
          {...form.register("note")}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={isSubmitting} className={buttonClass()}>
            Cancel
          </button>
          <SubmitButton busy={isSubmitting}>Hide motion</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
