import { createFileRoute } from "@tanstack/react-router";
import { staffHead } from "../../../../../features/back-office/session/guard";
import { PageFormScreen } from "../../../../../features/back-office/pages/page-form-screen";

export const Route = createFileRoute("/admin/_console/pages/edit/$id")({
  head: () => staffHead("Edit page"),
  component: AdminEditPage,
});

function AdminEditPage() {
  const { id } = Route.useParams();
  return <PageFormScreen kind="admin" id={id} />;
}
