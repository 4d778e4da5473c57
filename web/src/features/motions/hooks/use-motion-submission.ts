import { motionMessages } from "@contract/motions";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { ApiError, failureText } from "../../../lib/api";
import { useMemberGate } from "../../../lib/member-gate";
import { addMotion } from "../api/motion-calls";
import { motionKeys } from "../api/motion-queries";
import { pause, waitForScore } from "../api/wait-for-score";
import { SUBMIT_CLOSE_DELAY_MS } from "../lib/submit-progress";
import { useNewMotion } from "./use-new-motion";
import { useSubmitProgress } from "./use-submit-progress";

// Only the dialog's lazy chunk imports this file, so the contract's zod schemas stay out of the first load.

/** Said when the queue gave up on a motion (rare: the dead-letter consumer scores with the rubric). */
const NOT_SCORED_MESSAGE = "Motion submitted. It could not be scored, so it has no analysis.";

/**
 * The Submit Motion flow: POST the motion, then follow the scoring queue (scoring runs in the background,
 * not in the request) by polling until the score arrives — the bar jumps to the end and the dialog closes
 * 500 ms later — or for at most 60 s, after which the dialog closes saying the analysis will appear on
 * the card.
 * A failure resets the progress, toasts the server's message and leaves the dialog open.
 * The hook lives inside the dialog's content, so closing the dialog unmounts it and stops every timer.
 */
export function useMotionSubmission({ pageId, close }: { pageId: string; close: () => void }) {
  const queryClient = useQueryClient();
  const gate = useMemberGate();
  const newMotion = useNewMotion()?.show;
  const progress = useSubmitProgress();
  const { start, complete, reset } = progress;
  const [processing, setProcessing] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const reloadLists = useCallback(() => void queryClient.invalidateQueries({ queryKey: motionKeys.lists() }), [queryClient]);

  const submit = useCallback(
    async (text: string) => {
      const { signal } = (controller.current = new AbortController());
      const startedAt = Date.now();
      setProcessing(true);
      start();

      let added: Awaited<ReturnType<typeof addMotion>>;
      try {
        added = await addMotion(pageId, text);
      } catch (error) {
        setProcessing(false);
        reset();
        // 401/403 go to login or the pending page instead of a toast the member cannot act on.
        if (error instanceof ApiError && gate.handleRefusal(error.status)) return;
        toast.error(failureText(error));
        return;
      }
      // The list this was submitted from shows it first, whatever the sort, until the member leaves.
      newMotion?.(added.motion);
      // Theirs now: no Report on its card. A list not loaded yet will hold it when it loads.
      queryClient.setQueryData<Set<string>>(motionKeys.own(), (ids) => ids && new Set(ids).add(added.motion._id));

      const wait = await waitForScore(added.motion._id, signal, startedAt);
      if (wait.outcome === "aborted") {
        // Closed while it was being scored: the motion is saved and being scored, which is what the 202 says.
        toast.success(added.message);
        reloadLists();
        return;
      }
      if (wait.outcome === "timeout") {
        close();
        toast.info(motionMessages.scoringSlow);
        reloadLists();
        return;
      }

      queryClient.setQueryData(motionKeys.detail(wait.motion._id), wait.motion);
      newMotion?.(wait.motion);
      complete();
      // The full bar stays up briefly so the end is seen; closing meanwhile skips the wait only.
      await pause(SUBMIT_CLOSE_DELAY_MS, signal);
      close();
      // The 202's message ("…analyzing it now") is out of date by now; the contract's `submitted` text is
      // the server's own wording for a motion whose analysis is ready.
      toast.success(wait.motion.aiStatus === "scored" ? motionMessages.submitted : NOT_SCORED_MESSAGE);
      reloadLists();
    },
    [pageId, gate, newMotion, start, complete, reset, close, queryClient, reloadLists],
  );

  return { submit, processing, step: progress.step, running: progress.running };
}
