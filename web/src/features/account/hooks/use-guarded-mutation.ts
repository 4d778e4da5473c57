import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import { useCallback, useRef } from "react";

/**
 * useMutation plus `start`, which does nothing while the request is running. The button's `disabled`
 * comes with the re-render after the click, a tick late: the second click of a double click arrives
 * before it, and a second DELETE /api/me or sign-out would be refused (the account or session is gone)
 * and send a member who just left to the login dialog.
 */
export function useGuardedMutation<Data, Variables = void>(options: UseMutationOptions<Data, Error, Variables>) {
  const mutation = useMutation(options);
  const running = useRef(false);
  const { mutate } = mutation;
  const start = useCallback(
    (variables: Variables) => {
      if (running.current) return;
      running.current = true;
      mutate(variables, { onSettled: () => (running.current = false) });
    },
    [mutate],
  );
  return { ...mutation, start };
}
