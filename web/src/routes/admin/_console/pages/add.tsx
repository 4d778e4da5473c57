import { createFileRoute } from "@tanstack/react-router";
import { PageFormScreen } from "../../../../features/back-office/components/pages/page-form-screen";
import { staffHead } from "../../../../features/back-office/lib/staff-guard";
import { useRefreshPages } from "../../../../features/pages/hooks/use-refresh-pages";

export const Route = createFileRoute("/admin/_console/pages/add")({
  head: () => staffHead("Add page"),
  component: AdminAddPage,
});

// A new page also appears in the public lists; refreshing them is the pages feature's business.
function AdminAddPage() {
  const refreshPages = useRefreshPages();
  return <PageFormScreen kind="admin" onSaved={refreshPages} />;
}
