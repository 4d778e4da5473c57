import { ShieldCheck } from "lucide-react";
import type { StaffKind } from "../../lib/staff-kind";
import { AdminLoginForm, EditorLoginForm } from "./login-forms";
import { StaffTopBar } from "./staff-top-bar";

const COPY: Record<StaffKind, { title: string; lead: string }> = {
  admin: { title: "Admin sign in", lead: "Manage motion pages, editor accounts and messages from the public." },
  editor: { title: "Editor sign in", lead: "Add and update the motion pages people send their motions to." },
};

/** /admin and /editor: the sign-in screens, outside any guard, under the back office's bar. */
export function LoginScreen({ kind }: { kind: StaffKind }) {
  const { title, lead } = COPY[kind];
  return (
    <>
      <StaffTopBar kind={kind} />
      <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
        <div className="rounded-2xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
          <div className="mb-6">
            <div className="flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
              <ShieldCheck aria-hidden="true" className="size-6" />
            </div>
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink">{title}</h1>
            <p className="mt-1.5 text-base text-ink-muted">{lead}</p>
          </div>
          {kind === "admin" ? <AdminLoginForm /> : <EditorLoginForm />}
        </div>
      </div>
    </>
  );
}
