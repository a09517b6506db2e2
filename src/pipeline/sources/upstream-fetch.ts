import { createHash } from "node:crypto";
import type { z } from "zod";
import { readJson } from "../../domain/json-text.ts";

/**
 * The one way adapters talk to upstreams: a timeout per attempt, bounded retries with exponential backoff on
 * 5xx, 429 and network errors (never on other 4xx: asking again will not change the answer), and a cap on the
 * bytes read, so a runaway answer cannot exhaust the refresh's memory.
 */

export interface FetchPolicy {
  /** Milliseconds one attempt may take, headers and body together. */
  readonly timeoutMs: number;
  /** Attempts after the first one. */
  readonly retries: number;
  /** First backoff in milliseconds; doubles after each failed attempt. */
  readonly backoffMs: number;
  /** Largest body accepted, in bytes. */
  readonly maxBytes: number;
}

export const DEFAULT_POLICY: FetchPolicy = {
  timeoutMs: 20_000,
  retries: 3,
  backoffMs: 500,
  maxBytes: 64 * 1024 * 1024,
};

/** Why an upstream answer was not usable; `reason` is one line for the refresh log. */
export class UpstreamError extends Error {
  readonly url: string;
  readonly reason: string;
  readonly status: number | undefined;
  constructor(url: string, reason: string, status?: number) {
    super(`${url}: ${reason}`);
    this.name = "UpstreamError";
    this.url = url;
    this.reason = reason;
    this.status = status;
  }
}

/** An upstream's JSON answer checked against `schema`; an UpstreamError naming `url` when it is not JSON or not that shape. */
export function answerJson<S extends z.ZodType>(url: string, text: string, schema: S): z.infer<S> {
  const read = readJson(text, schema);
  if (read.kind === "not-json") throw new UpstreamError(url, "malformed JSON");
  if (read.kind === "mismatch") throw new UpstreamError(url, `unexpected answer shape: ${read.issue?.message}`);
  return read.data;
}

export interface UpstreamAnswer {
  readonly status: number;
  readonly text: string;
}

function retryable(status: number): boolean {
  return status >= 500 || status === 429;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads a body up to `maxBytes`, cancelling the stream past it. */
async function readCapped(response: Response, url: string, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new UpstreamError(url, `answer too large (${declared} bytes > ${maxBytes})`);
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new UpstreamError(url, `answer too large (over ${maxBytes} bytes)`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function attempt(url: string, init: RequestInit, policy: FetchPolicy): Promise<UpstreamAnswer> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal });
    if (!response.ok) {
      await response.body?.cancel();
      throw new UpstreamError(url, `HTTP ${response.status}`, response.status);
    }
    return { status: response.status, text: await readCapped(response, url, policy.maxBytes) };
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    if (signal.aborted) throw new UpstreamError(url, `timed out after ${policy.timeoutMs} ms`);
    throw new UpstreamError(url, `network error: ${(error as Error).message}`);
  }
}

/** Fetches a 2xx answer's text, retrying what a retry can fix; throws UpstreamError with the last reason. */
export async function fetchText(
  url: string,
  init: RequestInit = {},
  policy: FetchPolicy = DEFAULT_POLICY,
  onRequest: () => void = () => {},
): Promise<UpstreamAnswer> {
  let last: UpstreamError | undefined;
  for (let i = 0; i <= policy.retries; i += 1) {
    if (i > 0) await sleep(policy.backoffMs * 2 ** (i - 1));
    onRequest();
    try {
      return await attempt(url, init, policy);
    } catch (error) {
      last = error as UpstreamError;
      const again = last.status === undefined ? !last.reason.startsWith("answer too large") : retryable(last.status);
      if (!again) break;
    }
  }
  throw last ?? new UpstreamError(url, "no attempt made");
}

/** Runs `task` over `items` with at most `limit` at a time, keeping the input order in the results. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Short content hash (what "unchanged" compares). */
export function fingerprint(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex").slice(0, 32);
}
