import { staffMessages } from "@contract/back-office";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Outlet, useNavigate } from "@tanstack/react-router";
import { useEffect, type ReactNode } from "react";
import { toast } from "sonner";
import { ApiError, failureText } from "../../../../lib/api";
import { moderationSummaryQuery } from "../../api/moderation-api";
import { endSession, staffSessionQuery } from "../../api/session-api";
import { staffPaths, type StaffKind } from "../../lib/staff-kind";
import { StaffAccountMenu } from "./staff-account-menu";
import { staffLinks, StaffTopBar } from "./staff-top-bar";

// One toast per failed check, even when StrictMode or a re-render runs the effect twice.
const CHECK_TOAST_ID = "staff-session-check";

/**
 * The frame of every signed-in back-office screen. When it loads it asks the server who the stored token
 * belongs to: no staff member in the answer → "Session Expired, Please login" and home; a
 * failed check → the server's message and home. A 401 or 403 also drops the token, which can never work
 * again; a network failure keeps it for the next visit.
 */
export function StaffLayout({ kind, children }: { kind: StaffKind; children?: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useQuery(staffSessionQuery(kind));

  useEffect(() => {
    if (session.isPending) return;
    if (session.isError) {
      toast.error(failureText(session.error), { id: CHECK_TOAST_ID });
      const dead = session.error instanceof ApiError && (session.error.status === 401 || session.error.status === 403);
      if (dead) endSession(queryClient, kind, { keepCheck: true });
    } else if (session.data === null) {
      toast.error(staffMessages.sessionExpired, { id: CHECK_TOAST_ID });
      endSession(queryClient, kind, { keepCheck: true });
    } else {
      return;
    }
    void navigate({ to: "/", replace: true });
  }, [session.isPending, session.isError, session.error, session.data, kind, navigate, queryClient]);

  // Leave first, then forget: ending the session under a mounted layout would re-run its check.
  const signOut = async () => {
    await navigate({ to: staffPaths[kind].login });
    endSession(queryClient, kind);
  };

  const member = session.data;
  // Asked once the session is confirmed, so a dead token costs no second refusal.
  const waiting = useQuery({ ...moderationSummaryQuery(kind), enabled: Boolean(member) }).data?.waiting;
  return (
    <>
      <StaffTopBar
        kind={kind}
        member={member}
        links={staffLinks(kind, waiting, member)}
        account={
          member ? (
            <StaffAccountMenu member={member} onSignOut={() => void signOut()} />
          ) : (
            // Holds the circle's place while the check runs, so the bar does not jump.
            <span aria-hidden="true" className="m-1 size-9 animate-pulse rounded-full bg-line" />
          )
        }
      />
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">{children ?? <Outlet />}</div>
    </>
  );
}
