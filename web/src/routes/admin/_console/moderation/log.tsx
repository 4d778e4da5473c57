import { createFileRoute } from "@tanstack/react-router";
import { ModerationLogScreen } from "../../../../features/back-office/components/moderation/moderation-log-screen";
import { staffHead } from "../../../../features/back-office/lib/staff-guard";

// Every moderation action, newest first: admins only (the Worker refuses editors).
export const Route = createFileRoute("/admin/_console/moderation/log")({
  head: () => staffHead("Moderation log"),
  component: ModerationLogScreen,
});
