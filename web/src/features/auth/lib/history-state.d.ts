// What screens hand each other through history state rather than the address bar (the pending page
// receives the e-mail this way), so an address never shows up in a URL, the server log or the referrer.
declare module "@tanstack/react-router" {
  interface HistoryState {
    /** The address waiting for verification, for /verify-email-pending. */
    email?: string;
    /** Set when a login or a member-only action was refused for an unverified address, so the page says why it is shown. */
    fromLogin?: boolean;
    /** When (ms since the epoch) the pending page may offer another verification mail: the last one is recent. */
    resendAvailableAt?: number;
  }
}

export {};
