import { createFileRoute } from "@tanstack/react-router";
import { MessageListScreen } from "../../../features/back-office/components/messages/message-list-screen";
import { staffHead } from "../../../features/back-office/lib/staff-guard";

// Admins read what people send through the contact forms, so no message goes unread.
export const Route = createFileRoute("/admin/_console/messages")({
  head: () => staffHead("Messages"),
  component: MessageListScreen,
});
