import { createFileRoute } from "@tanstack/react-router";
import { staffHead } from "../../../../features/back-office/session/guard";
import { PageListScreen } from "../../../../features/back-office/pages/page-list-screen";

export const Route = createFileRoute("/admin/_console/pages/")({
  head: () => staffHead("Pages"),
  component: AdminPages,
});

function AdminPages() {
  return <PageListScreen kind="admin" />;
}
