import { createFileRoute } from "@tanstack/react-router";
import { ModerationQueueScreen } from "../../../features/back-office/components/moderation/moderation-queue-screen";
import { staffHead } from "../../../features/back-office/lib/staff-guard";

// The motions waiting for a moderator.
export const Route = createFileRoute("/editor/_console/moderation")({
  head: () => staffHead("Moderation"),
  component: EditorModeration,
});

function EditorModeration() {
  return <ModerationQueueScreen kind="editor" />;
}
