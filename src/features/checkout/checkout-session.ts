// The checkout id that makes a reload or a double click reuse one PaymentIntent: kept for the
// browser tab's session, cleared once a purchase is verified.
import { CHECKOUT_ID_PATTERN } from "~/domain/payments";

const KEY = "usja-checkout-id";

/** This tab's checkout id, created on first use. */
export function checkoutId(): string {
  let id = sessionStorage.getItem(KEY);
  if (!id || !CHECKOUT_ID_PATTERN.test(id)) {
    id = `chk_${crypto.randomUUID().replace(/-/g, "")}`;
    sessionStorage.setItem(KEY, id);
  }
  return id;
}

/** Forgets the checkout id (after a verified purchase, a new checkout is a new purchase). */
export function clearCheckoutId(): void {
  sessionStorage.removeItem(KEY);
}

/** Rejects with `message` when `promise` takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
