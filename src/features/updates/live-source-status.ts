import { type SourceStatusInput, sourceStatusText } from "../../domain/source-status";

/** A source can fail without a publish, so without a rebuild: shows the live record of the last check in the page's
 * `[data-source-status]` box instead of the build's (which stays when the record cannot be read). */
export function showLiveSourceStatus(): void {
  const box = document.querySelector<HTMLElement>("[data-source-status]");
  fetch("/api/health", { cache: "no-store" })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { refresh?: SourceStatusInput | null } | null) => {
      if (!box || !body || (body.refresh !== null && !Array.isArray(body.refresh?.failing))) return;
      const text = sourceStatusText(body.refresh);
      const summary = document.createElement("p");
      summary.className = "mt-2 text-sm text-slate-700";
      summary.dataset["testid"] = "last-check";
      summary.textContent = text.summary;
      const nodes: HTMLElement[] = [summary];
      if (text.failing.length > 0) {
        const list = document.createElement("ul");
        list.className = "mt-2 list-disc space-y-1 pl-5 text-sm text-slate-900";
        list.dataset["testid"] = "source-failures";
        for (const line of text.failing) {
          const item = document.createElement("li");
          item.textContent = line;
          list.append(item);
        }
        nodes.push(list);
      }
      box.replaceChildren(...nodes);
      box.dataset["live"] = "true";
    })
    .catch(() => {
      // The build's record stays.
    });
}
