import { useEffect, useState } from "react";

/**
 * Hides a fixed bar while the reader scrolls down past `threshold` px (the nav bar passes its own height,
 * 64 px) and shows it again on any scroll up. Reading scroll position only on scroll events keeps it cheap.
 */
export function useHideOnScroll(threshold = 64) {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= threshold) setHidden(false);
      else if (y > last) setHidden(true);
      else if (y < last) setHidden(false);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold]);

  return hidden;
}
