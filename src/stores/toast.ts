import { atom } from "nanostores";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "./timing";

export type ToastVariant = "default" | "destructive";

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

/** Dispatched on window with each new toast: the toast region hydrates on it (it has nothing to show before). */
export const TOAST_EVENT = "site:toast";

/** The toasts on screen (newest first), at most TOAST_LIMIT of them. */
export const $toasts = atom<ToastMessage[]>([]);

let nextId = 1;

/** Shows a toast; any island or script can call it. Returns its id. */
export function toast(input: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = nextId++;
  const message: ToastMessage = { id, variant: "default", ...input, open: true };
  $toasts.set([message, ...$toasts.get()].slice(0, TOAST_LIMIT));
  if (typeof window !== "undefined") window.dispatchEvent(new Event(TOAST_EVENT));
  return id;
}

/** Closes a toast; it is dropped from the store after TOAST_REMOVE_DELAY_MS. */
export function dismissToast(id: number): void {
  $toasts.set($toasts.get().map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => $toasts.set($toasts.get().filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS);
}
