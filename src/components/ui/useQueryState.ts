import { useCallback, useEffect, useState } from "react";
import { writeParams } from "./url-state";

/**
 * A view's state that lives in the query string (search, filters, sort, how many are shown), so a
 * reload or a shared link restores it. `parse` turns the URL's values into state (ignoring unknown
 * values); state equal to `defaults` is left out of the URL. The URL is read after mount, so the
 * server's HTML and the first client render match.
 */
export function useQueryState<S extends Record<string, string | number>>(
  defaults: S,
  parse: (params: URLSearchParams, defaults: S) => S,
): [S, (patch: Partial<S>) => void] {
  const [state, setState] = useState<S>(defaults);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL is read once, after mount; later changes come from the setter
  useEffect(() => {
    setState(parse(new URLSearchParams(window.location.search), defaults));
  }, []);
  const update = useCallback(
    (patch: Partial<S>) => {
      setState((current) => {
        const next = { ...current, ...patch };
        const params: Record<string, string | undefined> = {};
        for (const key of Object.keys(defaults)) {
          const value = next[key];
          params[key] = value === defaults[key] ? undefined : String(value);
        }
        writeParams(params);
        return next;
      });
    },
    [defaults],
  );
  return [state, update];
}

/** A query parameter as one of `allowed`, or `fallback`. */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** A query parameter as a whole number of at least `min`, or `fallback`. */
export function wholeNumber(value: string | null, fallback: number, min = 1): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= min ? n : fallback;
}
