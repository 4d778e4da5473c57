import { useQuery } from "@tanstack/react-query";
import { useMemberGate } from "../../../lib/member-gate";
import { ownMotionIdsQuery } from "../api/motion-queries";

/**
 * Whether the signed-in member wrote this motion, as far as their latest motions tell (ownMotionIdsQuery).
 * A visitor costs no request; while the list loads the answer is "not theirs".
 */
export function useIsOwnMotion(motionId: string) {
  const { isLoggedIn } = useMemberGate();
  const { data } = useQuery({ ...ownMotionIdsQuery(), enabled: isLoggedIn });
  return isLoggedIn && Boolean(data?.has(motionId));
}
