import { Skeleton } from "../../../components/skeleton";

/** Placeholder with a motion card's shape, so the first page does not shift the layout when it lands. */
export function MotionCardSkeleton() {
  return (
    <div aria-hidden className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Skeleton className="size-7 rounded-full" />
          <Skeleton className="h-4 w-32" />
        </div>
        <Skeleton className="h-7 w-16 rounded-full" />
      </div>
      <div className="mt-4 space-y-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <div className="mt-5 flex justify-between">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-4 w-20" />
      </div>
      <Skeleton className="mt-5 h-5 w-44" />
    </div>
  );
}
