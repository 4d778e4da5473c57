// One hash for what is stored in place of a secret or compared in place of a body (mailed tokens,
// idempotent requests): SHA-256, as lowercase hex.

/** The SHA-256 of `text` (UTF-8), as 64 hex digits. */
export const sha256Hex = async (text: string) => {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
};
