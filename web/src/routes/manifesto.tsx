import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../components/site-title";
import { ManifestoPage } from "../features/content/components/manifesto/manifesto-page";

export const Route = createFileRoute("/manifesto")({
  head: () => ({
    meta: [
      { title: pageTitle("Manifesto") },
      {
        name: "description",
        content: "The Plaza manifesto: why attention decides what changes, and how daily storytelling turns a motion into a movement.",
      },
    ],
  }),
  component: ManifestoPage,
});
