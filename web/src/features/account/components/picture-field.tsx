import { ImageUp, LoaderCircle, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { buttonClass } from "../../../components/button-styles";
import { FormAlert } from "../../../components/form/form-submit";
import { UserAvatar } from "../../../components/user-avatar";
import { ApiError, failureText } from "../../../lib/api";
import { useMemberGate } from "../../../lib/member-gate";
import { removePicture, uploadPicture } from "../api/account-calls";
import type { Account } from "../api/account-queries";
import { useShowAccount } from "../hooks/use-account";
import { useGuardedMutation } from "../hooks/use-guarded-mutation";
import { PICTURE_ACCEPT, resizePicture } from "../lib/resize-picture";

const SOURCE_TEXT: Record<NonNullable<Account["pictureSource"]> | "none", string> = {
  upload: "Your own picture.",
  google: "Your Google picture. Upload one to use it instead.",
  none: "No picture yet: the first letter of your name shows instead.",
};

/**
 * The profile picture: the avatar as the header shows it, Upload (the chosen file is cropped to a square
 * and shrunk on this device first, lib/resize-picture.ts) and, for an uploaded one, Remove, after which the
 * Google picture or the initial shows again. Both buttons wait while either request runs.
 */
export function PictureField({ account }: { account: Account }) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const gate = useMemberGate();
  const showAccount = useShowAccount();
  const [problem, setProblem] = useState<string | undefined>();

  const done = ({ message, user }: { message: string; user: Account }) => {
    setProblem(undefined);
    showAccount(user);
    toast.success(message);
  };
  const failed = (error: unknown) => {
    if (error instanceof ApiError && gate.handleRefusal(error.status)) return;
    setProblem(failureText(error));
    toast.error(failureText(error));
  };
  const upload = useGuardedMutation({ mutationFn: async (file: File) => uploadPicture(await resizePicture(file)), onSuccess: done, onError: failed });
  const remove = useGuardedMutation({ mutationFn: removePicture, onSuccess: done, onError: failed });
  const busy = upload.isPending || remove.isPending;

  return (
    <div className="flex items-start gap-4 sm:items-center">
      <UserAvatar user={account} size="lg" />
      <div className="min-w-0 space-y-3">
        <p id={hintId} className="text-sm text-ink-muted text-pretty">
          {SOURCE_TEXT[account.pictureSource ?? "none"]} A JPEG, PNG, WebP, GIF or AVIF image, cropped to a square at its centre.
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={busy}
            aria-describedby={hintId}
            onClick={() => input.current?.click()}
            className={buttonClass({ className: "disabled:opacity-70" })}
          >
            {upload.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <ImageUp aria-hidden="true" className="size-4" />}
            {upload.isPending ? "Uploading…" : account.pictureSource === "upload" ? "Change picture" : "Upload picture"}
          </button>
          {account.pictureSource === "upload" && (
            <button type="button" disabled={busy} onClick={() => !upload.isPending && remove.start()} className={buttonClass({ variant: "ghost", className: "disabled:opacity-70" })}>
              {remove.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Trash2 aria-hidden="true" className="size-4" />}
              {remove.isPending ? "Removing…" : "Remove picture"}
            </button>
          )}
        </div>
        <FormAlert message={problem} />
        {/* Opened by the button above; hidden, so it is neither a second tab stop nor a second label to read. */}
        <input
          ref={input}
          type="file"
          accept={PICTURE_ACCEPT}
          hidden
          aria-label="Choose a picture"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = ""; // choosing the same file again still fires change
            if (file && !remove.isPending) upload.start(file);
          }}
        />
      </div>
    </div>
  );
}
