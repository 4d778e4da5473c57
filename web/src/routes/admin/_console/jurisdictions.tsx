import { createFileRoute } from "@tanstack/react-router";
import { JurisdictionsScreen } from "../../../features/back-office/components/jurisdictions/jurisdictions-screen";
import { staffHead } from "../../../features/back-office/lib/staff-guard";

// Admins grow and rename the tree below them: a national admin all of it, a city admin their districts.
export const Route = createFileRoute("/admin/_console/jurisdictions")({
  head: () => staffHead("Jurisdictions"),
  component: JurisdictionsScreen,
});
