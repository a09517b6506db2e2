// A value the code's own logic guarantees (a regex group that always takes part, a list known to be
// non-empty), checked rather than asserted: when the guarantee breaks, the error says what was missing.

/** `value` itself; throws an Error naming `what` when it is undefined or null. */
export function required<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`Missing ${what}`);
  return value;
}
