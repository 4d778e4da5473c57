import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../../components/site-title";
import { NotificationsScreen } from "../../features/notifications/components/notifications-screen";

// The member's notifications and e-mail preferences; private, so fetched on the client with the member's
// token, like /me. Notification mails link here ("Choose which e-mails you get").
export const Route = createFileRoute("/me/notifications")({
  head: () => ({ meta: [{ title: pageTitle("Notifications") }, { name: "robots", content: "noindex" }] }),
  component: NotificationsScreen,
});
