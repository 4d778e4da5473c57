import { clsx } from "clsx";
import { ImageOff, X } from "lucide-react";
import { useRef, type Ref } from "react";
import { buttonClass } from "../../../../components/button-styles";
import { Field } from "../../../../components/form/form-fields";
import { useObjectUrl } from "../../hooks/use-object-url";
import { IMAGE_ACCEPT, IMAGE_TYPE_NAMES, isAllowedImage, MAX_IMAGE_MB } from "../../lib/page-form-schema";

type Props = {
  file: File | null;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error?: string;
  /** The stored image on edit, shown until another is chosen. */
  currentUrl?: string;
};

/**
 * The page image: a file input with a preview of the chosen picture (only of a file that passes the type
 * rule — a text file has nothing to show). Clearing the choice goes back to the stored image on edit.
 */
export function ImageField({ file, onChange, onBlur, inputRef, error, currentUrl }: Props) {
  const input = useRef<HTMLInputElement | null>(null);
  const preview = useObjectUrl(file && isAllowedImage(file) ? file : null);
  const shown = preview ?? (file ? null : currentUrl);

  const clear = () => {
    if (input.current) input.current.value = ""; // so choosing the same file again still fires change
    onChange(null);
  };

  return (
    <div className="grid gap-4 sm:grid-cols-[10rem_1fr] sm:items-start">
      <div className="flex aspect-square w-40 items-center justify-center overflow-hidden rounded-2xl border border-line bg-surface-sunken">
        {shown ? (
          <img src={shown} alt={preview ? "Preview of the chosen image" : "Current image"} className="size-full object-cover" />
        ) : (
          <ImageOff aria-hidden="true" className="size-8 text-ink-muted" />
        )}
      </div>
      <Field
        label="Image"
        error={error}
        hint={`${IMAGE_TYPE_NAMES}, at most ${MAX_IMAGE_MB} MB.${currentUrl ? " Leave empty to keep the current image." : ""}`}
        render={(a11y) => (
          <div className="flex flex-wrap items-center gap-2">
            <input
              {...a11y}
              ref={(node) => {
                input.current = node;
                if (typeof inputRef === "function") inputRef(node);
                else if (inputRef) inputRef.current = node;
              }}
              type="file"
              accept={IMAGE_ACCEPT}
              onBlur={onBlur}
              onChange={(event) => onChange(event.target.files?.[0] ?? null)}
              className={clsx(
                "block min-h-12 w-full max-w-full min-w-0 flex-1 rounded-xl border bg-surface px-2 py-2 text-sm text-ink",
                "file:mr-3 file:min-h-9 file:rounded-lg file:border-0 file:bg-brand-soft file:px-3 file:font-semibold file:text-brand-strong",
                error ? "border-red-700 dark:border-red-300" : "border-ink-muted/70",
              )}
            />
            {file && (
              <button type="button" onClick={clear} className={buttonClass({ variant: "ghost", size: "sm" })}>
                <X aria-hidden="true" className="size-4" />
                Clear image
              </button>
            )}
          </div>
        )}
      />
    </div>
  );
}
