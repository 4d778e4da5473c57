import { appealBody } from "@contract/moderation";
import { APPEAL_MAX, APPEAL_MIN } from "@contract/moderation-states";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { toast } from "sonner";
import { CountedTextareaField } from "../../../components/form/counted-textarea-field";
import { FormAlert, SubmitButton } from "../../../components/form/form-submit";
import { ApiError, failureText } from "../../../lib/api";
import { useMemberGate } from "../../../lib/member-gate";
import { useContractForm } from "../../../lib/use-contract-form";
import { appealMotion } from "../api/moderation-calls";
import { motionKeys } from "../api/motion-queries";

/**
 * The author's one appeal against the hiding of their motion, checked by the Worker's own schema (20 to
 * 1,000 characters, its messages). Loaded on demand: only the author of a hidden motion ever sees it. Sent,
 * it toasts the server's answer and the permalink is read again, which then shows the appeal as pending.
 */
export default function AppealForm({ motionId }: { motionId: string }) {
  const queryClient = useQueryClient();
  const gate = useMemberGate();
  const [refusal, setRefusal] = useState<string>();
  const form = useContractForm(appealBody, { text: "" });
  const text = useWatch({ control: form.control, name: "text" }) ?? "";
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ text }) => {
    setRefusal(undefined);
    try {
      const { message } = await appealMotion(motionId, text);
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: motionKeys.detail(motionId) });
    } catch (error) {
      if (error instanceof ApiError && gate.handleRefusal(error.status)) return;
      setRefusal(failureText(error));
      // Already appealed elsewhere, or no longer hidden: the page catches up with where it stands.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: motionKeys.detail(motionId) });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <FormAlert message={refusal} />
      <CountedTextareaField
        label="Your appeal"
        hint={`Why should the motion be public again? ${APPEAL_MIN} to ${APPEAL_MAX.toLocaleString("en-US")} characters. You can appeal once; the decision on it is final.`}
        text={text}
        limit={APPEAL_MAX}
        error={errors.text?.message}
        rows={5}
        {...form.register("text")}
      />
      <SubmitButton busy={isSubmitting} className="w-full sm:w-auto">
        Send appeal
      </SubmitButton>
    </form>
  );
}
