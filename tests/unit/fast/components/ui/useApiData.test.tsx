// @vitest-environment happy-dom
// Static-first island data: the page's data at once, the API's answer when it differs, the same object when the API
// answers what the page already shows (so nothing memoised on it is computed again), the error only without data.

import { cleanup, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepSameData, useApiData } from "~/components/ui/useApiData.ts";
import { queryControls } from "~/stores/fetcher.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryControls.mutateCache(() => true, undefined);
});

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

/** Each data object Probe was given, in order. */
let seen: unknown[] = [];
/** Renders the data's first value and records each object the component was given. */
function Probe({ url, initial }: { url: string; initial?: Array<{ v: number }> }) {
  const { data, error } = useApiData(url, initial);
  seen.push(data);
  return <p>{error ? `error ${error.message}` : data ? `value ${data[0]?.v}` : "loading"}</p>;
}

describe("keepSameData", () => {
  it("keeps what is shown when the answer holds the same data, and takes the answer when it differs", () => {
    const shown = [{ id: "ca", jobs: 18159700 }];
    const same = { data: [{ id: "ca", jobs: 18159700 }], loading: false };
    expect(keepSameData(shown, same).data).toBe(shown);
    const changed = { data: [{ id: "ca", jobs: 18159701 }], loading: false };
    expect(keepSameData(shown, changed)).toBe(changed);
    const pending = { loading: true };
    expect(keepSameData(shown, pending)).toBe(pending);
    expect(keepSameData(undefined, same)).toBe(same);
  });
});

describe("useApiData", () => {
  it("shows the page's data at once and the API's answer when it differs", async () => {
    seen = [];
    vi.stubGlobal("fetch", answer([{ v: 2 }]));
    const { container } = render(<Probe url="/api/probe-a" initial={[{ v: 1 }]} />);
    expect(container.textContent).toBe("value 1");
    await waitFor(() => expect(container.textContent).toBe("value 2"));
  });

  it("keeps the page's own object when the API answers the same data", async () => {
    seen = [];
    const initial = [{ v: 1 }];
    const fetchMock = answer([{ v: 1 }]);
    vi.stubGlobal("fetch", fetchMock);
    const { container } = render(<Probe url="/api/probe-b" initial={initial} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe("value 1");
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((data) => data === initial)).toBe(true);
  });

  it("shows the error only when there is no data, and keeps the page's data when the API fails", async () => {
    vi.stubGlobal("fetch", answer("down", 503));
    const failed = render(<Probe url="/api/probe-c" />);
    await waitFor(() => expect(failed.container.textContent).toMatch(/^error 503/));
    cleanup();
    const kept = render(<Probe url="/api/probe-d" initial={[{ v: 7 }]} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(kept.container.textContent).toBe("value 7");
  });
});
