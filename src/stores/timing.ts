// Interaction timings shared by every toast and tooltip on the site. They live beside the toast store,
// which needs them too, because a store must not import components.

/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 5000;
/** How long a dismissed toast is kept before it is dropped from the store. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** At most this many toasts are visible at once. */
export const TOAST_LIMIT = 1;
/** Swiping right this far dismisses a toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Keyboard shortcut that moves focus to the toast region. */
export const TOAST_HOTKEY = ["F8"];

/** Tooltip open delay, and the window in which moving to another trigger opens it at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
