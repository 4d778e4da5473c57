import { Skeleton } from "../../../components/skeleton";

// Its own module: the route's pending screen is bundled with the first download, the profile is not.
/** Holds the profile's shape while a motion page loads. */
export function PageProfileSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-10">
      <p role="status" className="sr-only">
        Loading motion page…
      </p>
      <Skeleton className="aspect-video w-full rounded-2xl" />
      <div className="space-y-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
      </div>
    </div>
  );
}
