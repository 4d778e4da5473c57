// Where the browser keeps session tokens (spec §3: the visitor token under `token`; staff tokens under
// their own keys). Only this module touches these keys.

export const TOKEN_KEYS = { member: "token", admin: "adminToken", editor: "editorToken" } as const;
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
