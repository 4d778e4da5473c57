import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../components/site-title";
import { AboutPage } from "../features/content/components/about-page";

export const Route = createFileRoute("/about")({
  head: () => ({
    meta: [
      { title: pageTitle("About Us") },
      {
        name: "description",
        content: "Plaza's mission, who we are, and what we are building: a permanent, open channel between residents and city government.",
      },
    ],
  }),
  component: AboutPage,
});
