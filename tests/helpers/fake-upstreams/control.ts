/**
 * The switches of the running fake upstreams, over HTTP, so a hand run can break and heal a source without a restart:
 *
 *   POST /__fault?source=bls&fault=500     the source answers with that fault from now on
 *   POST /__fault?source=bls               clears the source's fault
 *   POST /__hold-back[?source=indeed]      leaves out the newest month (of one source, or of bls, indeed and warn)
 *   POST /__release[?source=indeed]        serves it again
 *   GET  /__state                          what is switched on
 *
 * A source is named as the fakes' paths name it (bls, indeed, greenhouse, ashby, warn, bls-calendar, fred) or by its
 * refresh id (bls-api, fred-claims). An unknown source or a fault the source cannot answer is refused with 400 and the allowed values.
 */
import { type FakeOptions, type FakeSource, type Fault, HELD_SOURCES } from "./index.ts";

/** The faults each source can answer with (BLS's REQUEST_NOT_PROCESSED and a renamed CSV column are format-specific). */
export const SOURCE_FAULTS: Readonly<Record<FakeSource, readonly Fault[]>> = {
  bls: ["500", "timeout", "malformed", "not-processed", "half-empty"],
  indeed: ["500", "timeout", "malformed", "renamed-column", "half-empty"],
  warn: ["500", "timeout", "malformed", "renamed-column", "half-empty"],
  greenhouse: ["500", "timeout", "malformed", "half-empty"],
  ashby: ["500", "timeout", "malformed", "half-empty"],
  "bls-calendar": ["500", "timeout", "malformed"],
  fred: ["500", "timeout", "malformed"],
};

export interface ControlAnswer {
  readonly status: number;
  readonly body: unknown;
}

function sourceOf(name: string | null): FakeSource | null | undefined {
  if (name === null) return null;
  const source = name === "bls-api" ? "bls" : name === "fred-claims" ? "fred" : name;
  return source in SOURCE_FAULTS ? (source as FakeSource) : undefined;
}

function state(options: FakeOptions) {
  return { holdBack: options.holdBack, faults: options.faults };
}

const refuse = (error: string): ControlAnswer => ({ status: 400, body: { error } });

/** Answers a control request (paths starting with /__), or null for any other path. */
export function control(method: string, url: URL, options: FakeOptions): ControlAnswer | null {
  const action = url.pathname.replace(/\/+$/, "");
  if (!action.startsWith("/__")) return null;
  if (action === "/__state") return { status: 200, body: state(options) };
  if (!["/__fault", "/__release", "/__hold-back"].includes(action)) return { status: 404, body: { error: "unknown" } };
  if (method !== "POST") return { status: 405, body: { error: `${action} takes POST` } };
  const source = sourceOf(url.searchParams.get("source"));
  if (source === undefined) return refuse(`unknown source; one of ${Object.keys(SOURCE_FAULTS).join(", ")}`);
  if (action === "/__fault") {
    if (source === null) return refuse("name the source: /__fault?source=bls&fault=500");
    const fault = url.searchParams.get("fault");
    if (fault === null || fault === "") {
      const { [source]: _, ...rest } = options.faults;
      options.faults = rest;
      return { status: 200, body: state(options) };
    }
    if (!SOURCE_FAULTS[source].includes(fault as Fault)) {
      return refuse(`${source} cannot answer ${fault}; one of ${SOURCE_FAULTS[source].join(", ")}`);
    }
    options.faults = { ...options.faults, [source]: fault as Fault };
    return { status: 200, body: state(options) };
  }
  if (source !== null && !HELD_SOURCES.includes(source)) {
    return refuse(`${source} has no month to hold back; one of ${HELD_SOURCES.join(", ")}`);
  }
  const targets = source === null ? HELD_SOURCES : [source];
  options.holdBack =
    action === "/__release"
      ? options.holdBack.filter((s) => !targets.includes(s))
      : [...new Set([...options.holdBack, ...targets])];
  return { status: 200, body: state(options) };
}
