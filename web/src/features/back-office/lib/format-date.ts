// Dates as staff read them, in the browser's own locale.

/** "12 Mar 2026". */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });

/** With the time, for messages: "12 Mar 2026, 14:05". */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
