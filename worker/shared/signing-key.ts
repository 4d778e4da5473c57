import { commonMessages } from "../contract/messages";
import { httpError } from "./errors";
import { logEvent } from "./log";

// The one HMAC key the Worker signs with: session tokens (accounts/jwt.ts) and the unsubscribe links of
// notification mails (notifications/unsubscribe-token.ts), each under its own audience so neither can
// stand in for the other.

/** The [vars] value in wrangler.toml: anyone with the repository knows it. */
const DEV_SECRET = "development-only-jwt-secret-not-for-production-use";
const MIN_SECRET_LENGTH = 32;

/** Fails closed: outside development a missing, short or published secret would let anyone mint tokens. */
export const signingKey = (env: Pick<Env, "JWT_SECRET" | "ENVIRONMENT">) => {
  const secret = env.JWT_SECRET ?? "";
  const weak = secret.length < MIN_SECRET_LENGTH || (env.ENVIRONMENT !== "development" && secret === DEV_SECRET);
  if (weak) {
    logEvent("error", { error: "JWT_SECRET is missing, shorter than 32 characters or the development value; refusing to use it" });
    throw httpError(500, commonMessages.internal);
  }
  return new TextEncoder().encode(secret);
};
