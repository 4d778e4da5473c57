import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { ApiError } from "../../../lib/api";
import { clearToken, getToken, setToken } from "../../../lib/auth-token";
import { MemberGateProvider } from "../../../lib/member-gate";
import { SessionControlProvider } from "../../../lib/session-control";
import { useHydrated } from "../../../lib/server-clock";
import { authKeys, meQuery, type AuthUser } from "../api/session";
import { AuthContext, type AuthContextValue, type AuthMode, type OpenAuthDialogOptions } from "../hooks/use-auth";
import { useMemberGateValue } from "../hooks/use-member-gate-value";
import { useSessionControlValue } from "../hooks/use-session-control-value";

// The modal (forms, validation, the zod contract, Radix Dialog) is fetched the first time someone heads
// for a Login button, so none of it weighs on the home page's first download (kept small for a fast
// first paint).
export const preloadAuthDialog = () => import("./auth-dialog");
const AuthDialog = lazy(preloadAuthDialog);

const reloadPage = () => window.location.reload();

/**
 * Holds the member session for the whole app: restores it at start from the stored token (GET
 * /auth/loggedin), signs in and out, and owns the auth modal so any screen can open it.
 * `reload` exists for tests, where jsdom cannot reload.
 */
export function AuthProvider({ children, reload = reloadPage }: { children: ReactNode; reload?: () => void }) {
  const queryClient = useQueryClient();
  // A server-rendered screen was drawn for nobody in particular: until it is hydrated, nobody is signed in here either.
  const hydrated = useHydrated();
  const [storedToken, setHasToken] = useState(() => getToken() !== null);
  const hasToken = hydrated && storedToken;
  // From here on the provider decides what the header shows (theme-init.js's hint was for the server's HTML).
  useLayoutEffect(() => {
    if (hydrated) document.documentElement.classList.remove("has-session");
  }, [hydrated]);
  const me = useQuery({ ...meQuery(), enabled: hasToken });
  const [dialog, setDialog] = useState<{ open: boolean; mode: AuthMode }>({ open: false, mode: "login" });
  const [dialogWanted, setDialogWanted] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  const endSession = useCallback(() => {
    clearToken("member");
    setHasToken(false);
    queryClient.removeQueries({ queryKey: authKeys.me() });
  }, [queryClient]);

  // Only a 401 means the token is dead. Offline or a server error leaves it for the next check, and the
  // visitor counts as logged out meanwhile: nothing member-only is offered on a session nobody confirmed.
  useEffect(() => {
    if (me.error instanceof ApiError && me.error.status === 401) endSession();
  }, [me.error, endSession]);

  const signIn = useCallback(
    (token: string, user: AuthUser) => {
      setToken("member", token);
      queryClient.setQueryData(authKeys.me(), user);
      setHasToken(true);
      // Other answers can depend on who asks (a motion's viewerVote), so everything on screen is re-read.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
    },
    [queryClient],
  );

  const logout = useCallback(() => {
    clearToken("member");
    reload();
  }, [reload]);

  const openAuthDialog = useCallback((mode: AuthMode = "login", options: OpenAuthDialogOptions = {}) => {
    const active = document.activeElement;
    returnFocus.current = options.returnFocusTo ?? (active instanceof HTMLElement ? active : null);
    setDialogWanted(true);
    setDialog({ open: true, mode });
  }, []);

  const closeAuthDialog = useCallback(() => setDialog((current) => ({ ...current, open: false })), []);
  const onOpenChange = useCallback((open: boolean) => setDialog((current) => ({ ...current, open })), []);

  const user = hasToken ? (me.data ?? null) : null;
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoggedIn: user !== null,
      isChecking: hasToken && me.isPending,
      authDialog: dialog.open,
      openAuthDialog,
      closeAuthDialog,
      signIn,
      logout,
    }),
    [user, hasToken, me.isPending, dialog.open, openAuthDialog, closeAuthDialog, signIn, logout],
  );
  // Other features gate member-only actions through lib/member-gate, never through this feature.
  const gate = useMemberGateValue({ user, isChecking: value.isChecking, openAuthDialog, endSession });
  // …and change the session the server changed (the account screen) through lib/session-control.
  const sessionControl = useSessionControlValue(endSession);

  return (
    <AuthContext.Provider value={value}>
      <MemberGateProvider value={gate}>
        <SessionControlProvider value={sessionControl}>{children}</SessionControlProvider>
      </MemberGateProvider>
      {dialogWanted && (
        <Suspense fallback={null}>
          <AuthDialog open={dialog.open} mode={dialog.mode} onOpenChange={onOpenChange} returnFocus={returnFocus} />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}
