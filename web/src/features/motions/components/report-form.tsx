import { reportBody } from "@contract/moderation";
import { REPORT_NOTE_MAX, REPORT_REASON_LABELS, REPORT_REASONS } from "@contract/moderation-states";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { toast } from "sonner";
import { CountedTextareaField } from "../../../components/form/counted-textarea-field";
import { FormAlert, SubmitButton } from "../../../components/form/form-submit";
import { RadioGroupField } from "../../../components/form/radio-group-field";
import { ApiError, failureText } from "../../../lib/api";
import { useMemberGate } from "../../../lib/member-gate";
import { useContractForm } from "../../../lib/use-contract-form";
import { reportMotion } from "../api/moderation-calls";
import { motionKeys } from "../api/motion-queries";

const reasons = REPORT_REASONS.map((reason) => ({ value: reason, label: REPORT_REASON_LABELS[reason] }));

/**
 * The report: one reason of the contract's five and an optional note, checked by the Worker's own schema.
 * Sent, it toasts the server's thanks and closes. A refusal the member can read (already reported, their own
 * motion, no longer public, too many reports) stays in the dialog; a lost session goes to the sign-in path.
 */
export function ReportForm({ motionId, onDone }: { motionId: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const gate = useMemberGate();
  const [refusal, setRefusal] = useState<string>();
  const form = useContractForm(reportBody, { note: "" });
  const note = useWatch({ control: form.control, name: "note" }) ?? "";
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ reason, note }) => {
    setRefusal(undefined);
    try {
      const { message } = await reportMotion(motionId, { reason, ...(note ? { note } : {}) });
      toast.success(message);
      // This report may have hidden it: its permalink is read again, the lists when next shown.
      void queryClient.invalidateQueries({ queryKey: motionKeys.detail(motionId) });
      void queryClient.invalidateQueries({ queryKey: motionKeys.lists(), refetchType: "none" });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && gate.handleRefusal(error.status)) return onDone();
      setRefusal(failureText(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <FormAlert message={refusal} />
      <RadioGroupField legend="Why are you reporting it?" options={reasons} error={errors.reason?.message} input={form.register("reason")} />
      <CountedTextareaField
        label="Note for the moderators (optional)"
        hint="What they should look at. Not shown to the author or the public."
        text={note}
        limit={REPORT_NOTE_MAX}
        error={errors.note?.message}
        rows={3}
        {...form.register("note")}
      />
      <div className="flex justify-end">
        <SubmitButton busy={isSubmitting} className="w-full sm:w-auto">
          Send report
        </SubmitButton>
      </div>
    </form>
  );
}
