import { staffMessages } from "@contract/back-office";
import { ShownOnce } from "./shown-once";

/** A freshly generated password, shown once (the server keeps only its hash). */
export function NewPassword({ password, username }: { password: string; username: string }) {
  return <ShownOnce notice={staffMessages.passwordResetDone} label={`New password for ${username}`} value={password} what="password" />;
}
