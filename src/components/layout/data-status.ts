// Fills in, when a page is read, what depends on today's date: the status line's "BLS has published … since" and
// the mark on each card whose own figures are behind. It asks /api/status what has been published by now and
// compares it with the months the page's figures hold (built into the page). Without it the page still reads well.
import { behindNotes, CADENCES, type PublishedNow, siteStatus } from "../../domain/source-cadence";

interface Status {
  checkedAt: string;
  published: PublishedNow;
}

function isStatus(value: unknown): value is Status {
  const v = value as Status | null;
  return (
    typeof v?.checkedAt === "string" &&
    !Number.isNaN(Date.parse(v.checkedAt)) &&
    Object.keys(CADENCES).every((id) => typeof v.published?.[id as keyof PublishedNow]?.newest === "string")
  );
}

/** Shows a card's mark when its figures are behind, naming what is newer in its accessible name and tooltip. */
function markCard(mark: HTMLElement, status: Status): void {
  let held: Record<string, string>;
  try {
    held = JSON.parse(mark.dataset.newerMark ?? "{}");
  } catch {
    return;
  }
  const notes = behindNotes(held, status.published, new Date(status.checkedAt));
  if (!notes.length) return;
  const text = notes.join("; ");
  const label = `Newer data out: ${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  mark.setAttribute("aria-label", label);
  mark.title = label;
  mark.hidden = false;
}

export async function fillDataStatus(): Promise<void> {
  let status: unknown;
  try {
    const response = await fetch("/api/status");
    if (!response.ok) return;
    status = await response.json();
  } catch {
    return;
  }
  if (!isStatus(status)) return;
  const checked = status;
  const line = document.querySelector<HTMLElement>("[data-site-status]");
  const since = line?.dataset.siteStatus ? siteStatus(line.dataset.siteStatus, checked.published).since : undefined;
  const slot = line?.querySelector<HTMLElement>("[data-site-status-since]");
  if (slot && since) slot.textContent = since;
  const fill = (root: Element | Document) => {
    if (root instanceof HTMLElement && root.dataset.newerMark !== undefined) markCard(root, checked);
    for (const mark of root.querySelectorAll<HTMLElement>("[data-newer-mark]")) markCard(mark, checked);
  };
  fill(document);
  // Islands may draw a card anew (a filter, a reload of its data): mark those too.
  new MutationObserver((changes) => {
    for (const change of changes) for (const node of change.addedNodes) if (node instanceof Element) fill(node);
  }).observe(document.body, { childList: true, subtree: true });
}
