/**
 * An on/off switch: a native checkbox with the switch role, so it is reached with Tab, flipped with Space,
 * and read as "switch, on/off" with its label and one-line hint. The track and knob are drawn beside it; the
 * checkbox itself (transparent, covering them) takes the clicks and shows the focus ring.
 */
export function EmailSwitch({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4 py-4">
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer font-semibold text-ink">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-ink-muted text-pretty">
          {hint}
        </p>
      </div>
      <span className="relative inline-flex h-7 w-12 shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-full"
        />
        {/* The off track stays at 3:1 or more against the card (WCAG 1.4.11); on is the brand colour. */}
        <span aria-hidden="true" className="h-7 w-12 rounded-full bg-ink-muted transition-colors peer-checked:bg-brand" />
        <span
          aria-hidden="true"
          className="absolute start-1 top-1 size-5 rounded-full bg-white shadow-sm transition-transform peer-checked:translate-x-5 dark:bg-slate-950"
        />
      </span>
    </div>
  );
}
