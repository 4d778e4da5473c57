import { createFileRoute } from "@tanstack/react-router";
import { ModerationQueueScreen } from "../../../../features/back-office/components/moderation/moderation-queue-screen";
import { staffHead } from "../../../../features/back-office/lib/staff-guard";

// The motions waiting for a moderator, with suspensions and the log for admins.
export const Route = createFileRoute("/admin/_console/moderation/")({
  head: () => staffHead("Moderation"),
  component: AdminModeration,
});

function AdminModeration() {
  return <ModerationQueueScreen kind="admin" />;
}
