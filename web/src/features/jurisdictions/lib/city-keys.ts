import type { KeyboardEvent } from "react";

/** Up and Down move between the cities (Tab does too); Home and End go to the first and the last. */
export function moveBetweenCities(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null) {
  if (!list || !["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
  const buttons = [...list.querySelectorAll<HTMLButtonElement>("button[data-city]")];
  if (buttons.length === 0) return;
  event.preventDefault();
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next =
    event.key === "Home" ? 0 : event.key === "End" ? buttons.length - 1 : event.key === "ArrowDown" ? Math.min(at + 1, buttons.length - 1) : at - 1;
  // Up from the first city goes back to the search box, where typing continues.
  if (next < 0) return void (event.currentTarget.closest("[role=dialog]")?.querySelector<HTMLInputElement>("input[type=search]")?.focus());
  buttons[next]?.focus();
}
