import { createFileRoute } from "@tanstack/react-router";
import { staffHead } from "../../../../features/back-office/session/guard";
import { PageFormScreen } from "../../../../features/back-office/pages/page-form-screen";

export const Route = createFileRoute("/admin/_console/pages/add")({
  head: () => staffHead("Add page"),
  component: AdminAddPage,
});

function AdminAddPage() {
  return <PageFormScreen kind="admin" />;
}
