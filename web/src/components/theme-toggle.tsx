import { Moon, Sun } from "lucide-react";
import { buttonClass } from "./button-styles";
import { useTheme } from "./use-theme";

/**
 * Light/dark switch. The label names the action ("Switch to dark theme") rather than the state, which
 * is what a screen reader user needs to decide whether to press it.
 */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { theme, toggleTheme } = useTheme();
  const next = theme === "dark" ? "light" : "dark";
  const label = `Switch to ${next} theme`;
  const Icon = theme === "dark" ? Sun : Moon;

  if (withLabel) {
    return (
      <button type="button" onClick={toggleTheme} className={buttonClass({ variant: "ghost", className: "w-full justify-start px-3" })}>
        <Icon aria-hidden="true" className="size-5" />
        {label}
      </button>
    );
  }
  return (
    <button type="button" onClick={toggleTheme} aria-label={label} title={label} className={buttonClass({ variant: "ghost", size: "icon" })}>
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
