// Where the browser keeps session tokens: the member's under `token`, each kind of staff under its own key,
// so a member session and a back-office session never overwrite each other. Only this module touches these
// keys.

const TOKEN_KEYS = { member: "token", admin: "adminToken", editor: "editorToken" } as const;
export type TokenKind = keyof typeof TOKEN_KEYS;

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (private mode, blocked cookies): behave as signed out
  }
};

export const getToken = (kind: TokenKind = "member") => storage()?.getItem(TOKEN_KEYS[kind]) ?? null;

export const setToken = (kind: TokenKind, token: string) => storage()?.setItem(TOKEN_KEYS[kind], token);

export const clearToken = (kind: TokenKind = "member") => storage()?.removeItem(TOKEN_KEYS[kind]);
