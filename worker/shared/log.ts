// Structured log lines (one JSON object a line), the only output operators read in `wrangler tail` and
// Workers Logs. Responses never carry these details.

export const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function logEvent(level: "info" | "warn" | "error", fields: Record<string, unknown>) {
  const line = JSON.stringify({ level, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/** One error line for operators; the client only ever sees the envelope. */
export const logError = (what: string, err: unknown) => logEvent("error", { error: what, detail: errorMessage(err) });
