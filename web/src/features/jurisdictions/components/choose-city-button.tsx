import { LoaderCircle, MapPin } from "lucide-react";
import { lazy, Suspense, useState, type Ref } from "react";
import { toast } from "sonner";
import { buttonClass } from "../../../components/button-styles";
import type { Jurisdiction } from "../../../lib/jurisdiction-tree";

// The chooser (Radix Dialog, the city list) is fetched when someone heads for a button that opens it, as the
// Submit Motion dialog is: the home page's first download stays within its budget. One promise is kept so the
// lazy component and the preload share it; a failed fetch is forgotten so the next try starts over.
let chooserModule: Promise<typeof import("./city-chooser-dialog")> | undefined;
const preloadChooser = () =>
  (chooserModule ??= import("./city-chooser-dialog").catch((error: unknown) => {
    chooserModule = undefined;
    throw error;
  }));
const CityChooserDialog = lazy(preloadChooser);

type Props = {
  label: string;
  current?: string;
  onChoose: (city: Jurisdiction) => void;
  variant?: "primary" | "secondary";
  ref?: Ref<HTMLButtonElement>;
};

/** A button that opens "Choose your city" ("Change city", "Choose another", "Choose your city"). */
export function ChooseCityButton({ label, current, onChoose, variant = "secondary", ref }: Props) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [loading, setLoading] = useState(false);
  const warmUp = () => void preloadChooser().catch(() => {});

  const openChooser = async () => {
    if (loading) return;
    setLoading(true);
    try {
      // Mounted only once the code is here, so a failed fetch never leaves a broken lazy component.
      await preloadChooser();
      setMounted(true);
      setOpen(true);
    } catch {
      toast.error("The list of cities could not be loaded. Check your connection and try again.");
    } finally {
      setLoading(false);
    }
  };

  const Icon = loading ? LoaderCircle : MapPin;
  return (
    <>
      <button
        ref={ref}
        type="button"
        aria-haspopup="dialog"
        aria-busy={loading || undefined}
        onClick={() => void openChooser()}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        className={buttonClass({ variant, size: "sm" })}
      >
        <Icon aria-hidden className={loading ? "size-4 animate-spin" : "size-4"} />
        {label}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <CityChooserDialog open={open} onOpenChange={setOpen} current={current} onChoose={onChoose} />
        </Suspense>
      )}
    </>
  );
}
