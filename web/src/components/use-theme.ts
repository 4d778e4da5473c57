import { useSyncExternalStore } from "react";

type Theme = "light" | "dark";

const STORAGE_KEY = "theme";
const listeners = new Set<() => void>();

// The `dark` class on <html> is the single source of truth: theme-init.js sets it before first paint,
// so reading it back (instead of keeping a copy in React state) can never disagree with what is shown.
const readTheme = (): Theme => (document.documentElement.classList.contains("dark") ? "dark" : "light");

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === "dark" || value === "light" ? value : null;
  } catch {
    return null;
  }
}

function apply(theme: Theme) {
  document.documentElement.classList.toggle("dark", theme === "dark");
  listeners.forEach((notify) => notify());
}

/** Applies a theme chosen by the person and remembers it (under `theme`, which theme-init.js reads). */
export function setTheme(theme: Theme) {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice then lasts for this visit only.
  }
  apply(theme);
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  // Until someone picks a theme explicitly, keep following the operating system's setting.
  const media = typeof window.matchMedia === "function" ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  const onSystemChange = (event: MediaQueryListEvent) => {
    if (!storedTheme()) apply(event.matches ? "dark" : "light");
  };
  media?.addEventListener?.("change", onSystemChange);
  return () => {
    listeners.delete(notify);
    media?.removeEventListener?.("change", onSystemChange);
  };
}

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, readTheme, () => "light" as Theme);
  const toggleTheme = () => setTheme(theme === "dark" ? "light" : "dark");
  return { theme, setTheme, toggleTheme };
}
