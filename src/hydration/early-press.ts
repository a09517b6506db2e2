// A toggle button pressed before its island has hydrated answers at once, without React: the button shows pressed,
// the rest of its group shows not pressed, and the address takes the view it asks for, as the island itself would
// write it. When the island hydrates it reads its view from the address, so what the visitor chose is what it shows.
//
// A group opts in with `data-param` (the query parameter it sets) and `data-default` (the value left out of the
// address) on its element, and `data-value` on each button; ToggleGroup renders them when given its parameter.

/** The query string `search` with `name` set to `value`, or removed when `value` is the default (as the island writes
 * its view: a default is never spelled out). Other parameters keep their order. Pure. */
export function searchWithParam(search: string, name: string, value: string, defaultValue: string | null): string {
  const params = new URLSearchParams(search);
  if (value === defaultValue || value === "") params.delete(name);
  else params.set(name, value);
  const out = params.toString();
  return out ? `?${out}` : "";
}

/** The group and choice of a toggle button that can answer before hydration, or null for any other element. */
export function earlyToggleOf(target: Element): { group: Element; button: HTMLElement; value: string } | null {
  const button = target.closest<HTMLElement>("button[data-value]");
  const group = button?.closest("[data-param]");
  const value = button?.getAttribute("data-value");
  if (!button || !group || value == null || button.getAttribute("aria-pressed") === "true") return null;
  return { group, button, value };
}

/** Shows `button` pressed and the rest of its group not (the pressed look is the class of the button pressed so far,
 * swapped with its own), and writes its view to the address without a history entry. */
export function pressEarly({ group, button, value }: { group: Element; button: HTMLElement; value: string }): void {
  const was = group.querySelector<HTMLElement>('button[aria-pressed="true"]');
  if (was) {
    const pressedClass = was.className;
    was.className = button.className;
    button.className = pressedClass;
    was.setAttribute("aria-pressed", "false");
  }
  button.setAttribute("aria-pressed", "true");
  const name = group.getAttribute("data-param") ?? "";
  const search = searchWithParam(window.location.search, name, value, group.getAttribute("data-default"));
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}${window.location.hash}`);
}
