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
  // The URL is read once, after mount, and only when it holds a view: otherwise the state stays as it is, with
  // anything the visitor typed or chose while the island was hydrating (see src/hydration/intent-directive.ts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: later changes come from the setter
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (Object.keys(defaults).some((name) => params.has(name))) setState(parse(params, defaults));
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

/**
 * A list view from a query string: every key of `defaults` is read from `params`. A key listed in `allowed` takes
 * only those values, a numeric key a whole number (at least 1), any other key any text; a value that is missing or
 * not allowed falls back to the default.
 */
export function readView<V extends Record<string, string | number>>(
  params: URLSearchParams,
  defaults: V,
  allowed: Partial<Record<keyof V, readonly string[]>>,
): V {
  const view: Record<string, string | number> = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = params.get(key);
    const values = allowed[key as keyof V];
    if (typeof fallback === "number") view[key] = wholeNumber(raw, fallback);
    else view[key] = values ? oneOf(raw, values, fallback) : (raw ?? fallback);
  }
  return view as V;
}
