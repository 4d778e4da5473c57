import { suspensionBody } from "@contract/moderation";
import { REPORT_NOTE_MAX, SUSPENSION_LABELS, SUSPENSIONS } from "@contract/moderation-states";
import { useQueryClient } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import { toast } from "sonner";
import { buttonClass } from "../../../../components/button-styles";
import { CountedTextareaField } from "../../../../components/form/counted-textarea-field";
import { FormAlert, SubmitButton } from "../../../../components/form/form-submit";
import { RadioGroupField } from "../../../../components/form/radio-group-field";
import { Modal } from "../../../../components/modal";
import { moderationKeys, setSuspension } from "../../api/moderation-api";
import { useStaffFailure } from "../../hooks/use-staff-failure";
import { useStaffForm } from "../../hooks/use-staff-form";
import { suspensionText } from "../../lib/moderation-labels";

const durations = SUSPENSIONS.map((s) => ({ value: s, label: SUSPENSION_LABELS[s] }));
const LIFT = { value: "lift", label: "Lift the suspension" };

/**
 * An admin suspends a motion's author from posting, voting and reporting (they can still sign in and read),
 * for 7 days, 30 days or permanently, with a reason for the log; or lifts a suspension.
 */
export function SuspendDialog({ author, onClose }: { author: { _id: string; name: string; suspendedUntil: string | null }; onClose: () => void }) {
  const queryClient = useQueryClient();
  const fail = useStaffFailure("admin");
  const current = suspensionText(author.suspendedUntil);
  const form = useStaffForm({
    schema: suspensionBody,
    defaultValues: { reason: "" },
    onFailure: fail,
    onValid: async (body) => {
      const { message } = await setSuspension(author._id, body);
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
      onClose();
    },
  });
  const reason = useWatch({ control: form.control, name: "reason" }) ?? "";
  const { errors, isSubmitting } = form.formState;

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      title={
        <>
          Suspend{" "}
          <span dir="auto" className="user-text">
            {author.name}
          </span>
        </>
      }
      description={`${current ? `${current}. ` : ""}A suspended member cannot post, vote or report; they can still sign in and read.`}
    >
      <form noValidate onSubmit={(event) => void form.onSubmit(event)} className="space-y-4">
        <FormAlert message={errors.root?.server?.message} />
        <RadioGroupField
          legend="Suspension"
          options={current ? [...durations, LIFT] : durations}
          error={errors.suspension?.message}
          input={form.register("suspension")}
        />
        <CountedTextareaField
          label="Reason"
          hint="For the moderation log; at least 10 characters."
          text={reason}
          limit={REPORT_NOTE_MAX}
          error={errors.reason?.message}
          rows={3}
          {...form.register("reason")}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={isSubmitting} className={buttonClass()}>
            Cancel
          </button>
          <SubmitButton busy={isSubmitting}>Save</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
