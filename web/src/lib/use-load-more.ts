import { useEffect, useRef } from "react";

/**
 * Infinite scroll: returns a ref for a sentinel element placed after a list; when it comes within
 * `rootMargin` of the viewport and more can be loaded, `loadMore` runs once per crossing.
 */
export function useLoadMore({
  canLoad,
  loadMore,
  rootMargin = "400px",
}: {
  canLoad: boolean;
  loadMore: () => unknown;
  rootMargin?: string;
}) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  const latest = useRef({ canLoad, loadMore });
  latest.current = { canLoad, loadMore };

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && latest.current.canLoad) latest.current.loadMore();
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [rootMargin, canLoad]);

  return sentinel;
}
