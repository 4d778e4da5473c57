/**
 * The `?token=…` of a mailed link (verification, password reset, e-mail change, account deletion), as text
 * or nothing: the router parses search values as JSON first, so only a non-empty string counts. One
 * function for every such route, so the first download carries it once.
 */
export const tokenSearch = (search: Record<string, unknown>): { token?: string } => ({
  token: typeof search.token === "string" && search.token ? search.token : undefined,
});
