// Every delay of the auth flows in one place, so screens and tests share the same numbers.
// The resend cooldown is RESEND_COOLDOWN_SECONDS in the shared contract, because the Worker enforces it too.

/** After a login refused for an unverified e-mail, the modal closes and this long later the pending page opens. */
export const PENDING_REDIRECT_DELAY_MS = 300;

/** The auth modal goes back to a fresh login form this long after closing, once it is out of sight. */
export const AUTH_DIALOG_RESET_MS = 200;

/** Verification and password reset show their success for this long before going home. */
export const HOME_REDIRECT_DELAY_MS = 3_000;

/** The Google return page greets for this long before going home. */
export const GOOGLE_REDIRECT_DELAY_MS = 2_500;

/** The Google return page's simulated progress: a tick every 200 ms adds a random step under 15, up to 90. */
export const PROGRESS_TICK_MS = 200;
export const PROGRESS_MAX_STEP = 15;
export const PROGRESS_CAP = 90;

/** The resend countdown redraws once a second. */
export const COUNTDOWN_TICK_MS = 1_000;
