import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { vi } from "vitest";
import { type MemberGate, MemberGateProvider } from "../../../web/src/lib/member-gate";

export type FakeGate = MemberGate & {
  requireMember: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
  handleRefusal: ReturnType<typeof vi.fn<(status: number) => boolean>>;
};

/**
 * A member gate that features can be tested against without the auth feature: by default a signed-in,
 * verified member (with `homeCity` as their home city, none by default); `as: "visitor"` makes every member-only
 * action refused. Both methods are spies.
 */
export function fakeGate({ as = "member", homeCity = null }: { as?: "member" | "visitor"; homeCity?: MemberGate["homeCity"] } = {}): FakeGate {
  const member = as === "member";
  return {
    isLoggedIn: member,
    isVerified: member,
    homeCity: member ? homeCity : null,
    requireMember: vi.fn(async () => member),
    handleRefusal: vi.fn((status: number) => status === 401 || status === 403),
  };
}

/** `ui` inside the fake gate and a toast area, ready for renderInRouter or render. */
export function withGate(gate: MemberGate, ui: ReactNode) {
  return (
    <MemberGateProvider value={gate}>
      {ui}
      <Toaster />
    </MemberGateProvider>
  );
}
