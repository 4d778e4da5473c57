import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";

export type RunState<T> = { status: "pending" } | { status: "success"; data: T } | { status: "error"; error: unknown };

/**
 * Runs `run` once per `key` (and once more per `retry()`), for requests that spend something single-use:
 * a verification token, an OAuth state, an e-mail change link. StrictMode runs effects twice in
 * development; the ref survives that, so the second pass does not send the request again. `key` null means
 * there is nothing to run.
 */
export function useSingleRun<T>(key: string | null, run: () => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RunState<T>>({ status: "pending" });
  const started = useRef<string | null>(null);
  const start = useEffectEvent(() => run());

  useEffect(() => {
    if (key === null) return;
    const id = `${attempt}:${key}`;
    if (started.current === id) return;
    started.current = id;
    start().then(
      (data) => setState({ status: "success", data }),
      (error: unknown) => setState({ status: "error", error }),
    );
  }, [key, attempt]);

  const retry = useCallback(() => {
    setState({ status: "pending" });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
