// Idempotent writes (README.md, "Idempotent writes"): a client that may retry a write sends the same
// Idempotency-Key with each attempt, and the Worker answers every attempt after the first with the first's
// answer instead of acting again. Strings only (no zod): the SPA imports them with its vote buttons.

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Set on an answer that repeats an earlier one rather than acting again. */
export const IDEMPOTENT_REPLAY_HEADER = "Idempotent-Replayed";

/** How long a key is remembered; a retry later than this acts again. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/** Printable ASCII, 8 to 128 characters: a UUID fits, and nothing that could smuggle a header. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;

export const idempotencyMessages = {
  invalidKey: "The Idempotency-Key header must be 8 to 128 printable characters (a UUID, for example).",
  keyReused: "This Idempotency-Key was already used for a different request. Send a new key for a new action.",
  inProgress: "The first request with this Idempotency-Key is still being handled. Try again in a moment.",
} as const;
