import { useQuery } from "@tanstack/react-query";
import { motionQueryOptions, type Motion } from "../api/motion-queries";

const POLL_MS = 3_000;
// Scoring normally ends within seconds; two minutes of polling covers a slow queue without
// a forgotten tab asking forever.
const MAX_POLLS = 40;

/**
 * The motion as a card should show it. While the list's copy says it is still being scored, the motion is
 * re-read every few seconds so "Scoring…" turns into the score without a reload; scored and failed
 * motions cost no requests at all.
 */
export function useLiveMotion(motion: Motion): Motion {
  const pending = motion.aiStatus === "pending";
  const { data } = useQuery({
    ...motionQueryOptions(motion._id),
    enabled: pending,
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => {
      const { data: latest, status, dataUpdateCount } = query.state;
      const stillPending = !latest || latest.aiStatus === "pending";
      return status !== "error" && stillPending && dataUpdateCount < MAX_POLLS ? POLL_MS : false;
    },
  });
  // Only a settled result replaces the list's copy; otherwise the list (which also carries vote changes) wins.
  return pending && data && data.aiStatus !== "pending" ? data : motion;
}
