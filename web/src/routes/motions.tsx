import { createFileRoute } from "@tanstack/react-router";
import { pageMeta } from "../components/site-title";
import { motionListQueryOptions } from "../features/motions/api/motion-queries";
import { MotionList } from "../features/motions/components/motion-list";

export const Route = createFileRoute("/motions")({
  // The first page is fetched alongside the route's code. A failure must not replace the page with an
  // error screen: the list shows it as a toast and offers a retry, like any later failed load.
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(motionListQueryOptions()).catch(() => undefined),
  head: () => ({
    meta: pageMeta(
      "All Motions",
      "Every motion residents have put on the record, sorted by AI score, by votes or by date, with the reasons behind each score.",
    ),
  }),
  component: AllMotionsPage,
});

function AllMotionsPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-6 sm:mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">All Motions</h1>
        <p className="mt-2 text-base text-ink-muted">Discover and explore community motions</p>
      </header>
      <MotionList />
    </div>
  );
}
