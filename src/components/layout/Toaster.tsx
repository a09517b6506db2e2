import { useStore } from "@nanostores/react";
import * as Toast from "@radix-ui/react-toast";
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from "~/stores/timing";
import { $toasts, dismissToast } from "~/stores/toast";

const VARIANT_CLASSES = {
  default: "border-slate-200 bg-white text-slate-900",
  destructive: "border-red-700 bg-red-700 text-white",
} as const;

/** The site's single toast region, fed by the `$toasts` store. */
export default function Toaster() {
  const toasts = useStore($toasts);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          data-variant={t.variant}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 ${VARIANT_CLASSES[t.variant]}`}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description && <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>}
          </div>
          <Toast.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-4 w-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={TOAST_HOTKEY}
        label="Notifications ({hotkey})"
        className="fixed right-0 bottom-0 z-50 flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-sm"
      />
    </Toast.Provider>
  );
}
