import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../../components/site-title";
import { ActivityScreen } from "../../features/member-activity/components/activity-screen";

// The member's own view; private, so its data is fetched on the client with the member's token.
export const Route = createFileRoute("/me/")({
  head: () => ({ meta: [{ title: pageTitle("Your activity") }, { name: "robots", content: "noindex" }] }),
  component: ActivityScreen,
});
