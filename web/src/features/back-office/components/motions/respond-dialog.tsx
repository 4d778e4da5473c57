import { respondForm } from "@contract/motion-updates";
import { nextStatuses, STATUS_LABELS, type MotionStatus } from "@contract/statuses";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { buttonClass } from "../../../../components/button-styles";
import { Field, TextField, TextareaField } from "../../../../components/form/form-fields";
import { FormAlert, SubmitButton } from "../../../../components/form/form-submit";
import { Modal } from "../../../../components/modal";
import { api, ApiError, unwrap } from "../../../../lib/api";
import { inboxKeys, postMotionUpdate, type InboxMotion } from "../../api/motion-inbox-api";
import { useStaffFailure } from "../../hooks/use-staff-failure";
import { useStaffForm } from "../../hooks/use-staff-form";
import type { StaffKind } from "../../lib/staff-kind";

/** A pasted permalink (`…/{slug}/motions/{id}`) or a bare id: the id is the last part of the path. */
const motionIdOf = (link: string) => link.trim().replace(/[?#].*$/, "").split("/").filter(Boolean).at(-1) ?? "";

const selectClass = "min-h-11 w-full rounded-xl border border-line bg-surface-raised px-3 text-base text-ink shadow-sm";

/**
 * Respond to a motion, optionally moving its status, from the back office. Only the statuses the rules allow
 * this role are offered. The update carries the status shown here; if someone else answered in between, the
 * server refuses it (409): the dialog then shows the motion's new status, keeps the text, and lets the staff
 * member decide again.
 */
export function RespondDialog({ kind, motion, onClose }: { kind: StaffKind; motion: InboxMotion; onClose: () => void }) {
  const queryClient = useQueryClient();
  const fail = useStaffFailure(kind);
  const [current, setCurrent] = useState<MotionStatus>(motion.status);
  const form = useStaffForm({
    schema: respondForm,
    defaultValues: { status: "", mergedInto: "", text: "" },
    onFailure: fail,
    onValid: async ({ status, mergedInto, text }) => {
      try {
        const body = { text, expectedStatus: current, ...(status ? { status } : {}), ...(status === "merged" ? { mergedInto: motionIdOf(mergedInto) } : {}) };
        const result = await postMotionUpdate(kind, motion._id, body);
        toast.success(result.message);
        void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
        onClose();
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          // Someone else answered first: show where the motion stands now; the text stays for a new decision.
          const fresh = (await unwrap(api.idea[":id"].$get({ param: { id: motion._id } }))).motion;
          setCurrent(fresh.status);
          form.setValue("status", "");
          void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
        }
        throw error;
      }
    },
  });
  const { register, watch, formState } = form;
  const { errors, isSubmitting } = formState;
  const options = nextStatuses(current, kind);

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      title="Respond to this motion"
      description={
        <q dir="auto" className="line-clamp-3 user-text">
          {motion.idea}
        </q>
      }
    >
      <form noValidate onSubmit={form.onSubmit} className="space-y-4">
        <FormAlert message={errors.root?.server?.message} />
        <Field
          label="Status"
          hint={`Now: ${STATUS_LABELS[current]}.${options.length === 0 ? " Only an admin can reopen it." : ""}`}
          error={errors.status?.message}
          render={(a11y) => (
            <select {...a11y} {...register("status")} className={selectClass}>
              <option value="">No change ({STATUS_LABELS[current]})</option>
              {options.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        />
        {watch("status") === "merged" && (
          <TextField label="Duplicate of" hint="Paste the link of the motion this one repeats, or its id." error={errors.mergedInto?.message} {...register("mergedInto")} />
        )}
        <TextareaField label="Public response" hint="20 to 2,000 characters, shown on the motion's timeline with your name." error={errors.text?.message} {...register("text")} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={isSubmitting} className={buttonClass()}>
            Cancel
          </button>
          <SubmitButton busy={isSubmitting}>Post response</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
