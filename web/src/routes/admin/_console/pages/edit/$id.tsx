import { createFileRoute } from "@tanstack/react-router";
import { PageFormScreen } from "../../../../../features/back-office/components/pages/page-form-screen";
import { staffHead } from "../../../../../features/back-office/lib/staff-guard";
import { useRefreshPages } from "../../../../../features/pages/hooks/use-refresh-pages";

export const Route = createFileRoute("/admin/_console/pages/edit/$id")({
  head: () => staffHead("Edit page"),
  component: AdminEditPage,
});

// A saved page also changes the public lists; refreshing them is the pages feature's business.
function AdminEditPage() {
  const { id } = Route.useParams();
  const refreshPages = useRefreshPages();
  return <PageFormScreen kind="admin" id={id} onSaved={refreshPages} />;
}
