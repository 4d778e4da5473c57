import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../components/site-title";
import { TeamPage } from "../features/content/components/team-page";

export const Route = createFileRoute("/team")({
  head: () => ({
    meta: [
      { title: pageTitle("Our Team") },
      { name: "description", content: "Who runs Plaza, what each team is responsible for, and how to reach the right people." },
    ],
  }),
  component: TeamPage,
});
