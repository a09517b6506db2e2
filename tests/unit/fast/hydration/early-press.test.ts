// @vitest-environment happy-dom
// A toggle button pressed before its island hydrates: it shows pressed at once and its view goes into the address as
// the island would write it.
import { afterEach, describe, expect, it } from "vitest";
import { earlyToggleOf, pressEarly, searchWithParam } from "~/hydration/early-press.ts";

describe("searchWithParam", () => {
  it("sets a parameter, keeping the others in order", () => {
    expect(searchWithParam("?measure=hires&scale=index", "trend", "6mo", "1yr")).toBe(
      "?measure=hires&scale=index&trend=6mo",
    );
    expect(searchWithParam("?trend=2yr&q=a", "trend", "6mo", "1yr")).toBe("?trend=6mo&q=a");
  });
  it("leaves the default out of the address, as the island does", () => {
    expect(searchWithParam("?trend=6mo", "trend", "1yr", "1yr")).toBe("");
    expect(searchWithParam("?q=a&trend=6mo", "trend", "1yr", "1yr")).toBe("?q=a");
  });
  it("sets any value when the group names no default", () => {
    expect(searchWithParam("", "trend", "1yr", null)).toBe("?trend=1yr");
  });
});

function group() {
  document.body.innerHTML = `<fieldset aria-label="Time range" data-param="trend" data-default="1yr">
    <button type="button" aria-pressed="false" data-value="6mo" class="off">6mo</button>
    <button type="button" aria-pressed="true" data-value="1yr" class="on">1yr</button>
    <button type="button" aria-pressed="false" data-value="2yr" class="off">2yr</button>
  </fieldset><button type="button" id="plain">Plain</button>`;
  return (label: string) =>
    [...document.querySelectorAll("button")].find((b) => b.textContent === label) as HTMLButtonElement;
}

afterEach(() => {
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("earlyToggleOf", () => {
  it("finds a toggle button's group and value, from the button or an element inside it", () => {
    const button = group();
    const found = earlyToggleOf(button("6mo"));
    expect(found?.value).toBe("6mo");
    expect(found?.group.getAttribute("data-param")).toBe("trend");
  });
  it("is null for the button already pressed and for a button outside a group", () => {
    const button = group();
    expect(earlyToggleOf(button("1yr"))).toBeNull();
    expect(earlyToggleOf(document.getElementById("plain") as Element)).toBeNull();
  });
});

describe("pressEarly", () => {
  it("shows the button pressed with the pressed look, the one pressed before not, and writes the address", () => {
    const button = group();
    window.history.replaceState(null, "", "/?measure=hires#chart");
    pressEarly(earlyToggleOf(button("6mo")) as NonNullable<ReturnType<typeof earlyToggleOf>>);
    expect(button("6mo").getAttribute("aria-pressed")).toBe("true");
    expect(button("6mo").className).toBe("on");
    expect(button("1yr").getAttribute("aria-pressed")).toBe("false");
    expect(button("1yr").className).toBe("off");
    expect(button("2yr").className).toBe("off");
    expect(window.location.search).toBe("?measure=hires&trend=6mo");
    expect(window.location.hash).toBe("#chart");
  });
  it("takes the default out of the address", () => {
    const button = group();
    pressEarly(earlyToggleOf(button("6mo")) as NonNullable<ReturnType<typeof earlyToggleOf>>);
    pressEarly(earlyToggleOf(button("1yr")) as NonNullable<ReturnType<typeof earlyToggleOf>>);
    expect(window.location.search).toBe("");
    expect(button("1yr").getAttribute("aria-pressed")).toBe("true");
  });
});
