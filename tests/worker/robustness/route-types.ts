// The shape of a row of the route table (routes.ts), apart so the table's parts can share it.

/** Who a route admits. "member" takes unverified members too; "verified" answers them 403. */
export type Who = "public" | "member" | "verified" | "editor" | "admin" | "staff";
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A valid request's parts: params go into the path pattern, query into the query string. */
export type Valid = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: Record<string, unknown>;
  form?: () => FormData;
};

export type Route = {
  method: Method;
  path: string;
  who: Who;
  body?: "json" | "form";
  /** The status of a valid request by a caller the route admits. */
  ok: number;
  /**
   * May change stored state when it succeeds. No GET does, but for two that must: the mailed verification
   * link (README.md decision 7) and the start of a Google sign-in, which stores its OAuth state.
   */
  writes?: boolean;
  /** A fresh valid request; `caller` is the headers it will be sent with (an appeal must come from the author). */
  valid: (caller?: Record<string, string>) => Promise<Valid>;
};
