// Each page's first typical interaction, and a later one, measured in Chromium under 4× CPU throttling (Playwright
// driving real input events, a phone-sized viewport, a fresh browser context per run). For each interaction:
//   - response: from the visitor's input (the first trusted pointerdown or keydown) to the frame that shows the
//     result (the first animation frame after the page shows it). It includes downloading and hydrating the island
//     when that is what the input triggers, so it is what the visitor waits for. A first interaction made of two
//     inputs (click into a field, then type a letter) is timed input by input, each from its own input to the frame
//     showing its own result (the field focused; the letter, or what it filters), and its response is the slower of
//     the two: the time the test driver itself takes between the two inputs (tens of milliseconds at 4× throttling,
//     ~90 ms on a page with no script at all) is nobody's wait.
//   - the first interaction twice: pressed at once (the pointer arrives and presses), and after the pointer rested on
//     the control for HOVER_AHEAD_MS, as a visitor's approach gives the hover-started download and hydration a head
//     start.
//   - INP: the longest Event Timing duration of the run's trusted interactions (what Chrome reports as Interaction to
//     Next Paint; Chrome reports no entry under 16 ms, written as 16). An input held until hydration and replayed is
//     short here, which is why response is reported beside it.
// The median of N runs of each. Used by `npm run bench` (area "interactions").
import { type Browser, chromium, type Locator, type Page } from "@playwright/test";
import { findChromium } from "../lib/chromium.ts";

export const CPU_THROTTLING = 4;
const VIEWPORT = { width: 412, height: 823 };
const WIDE = { width: 1280, height: 900 };
const STEP_TIMEOUT_MS = 20_000;

/** A predicate run in the page: a function, or its source. */
type Predicate = (() => boolean) | string;
/** An interaction: where, what the visitor does, and what shows it was done. */
type Interaction = {
  route: string;
  name: string;
  target: (page: Page) => Locator;
  /** The first interaction: one input, or two (a click into a field, then a key), each timed to its own result. */
  first: Step[];
  later: Step;
};
/** One input and what shows its result. */
type Step = { act: (page: Page) => Promise<void>; done: Predicate };
/** What the page keeps for the measurement (set up by measureOnce's init script and watchFor). */
type Watched = Window & {
  __inputs: number[];
  __events: { duration: number; at: number }[];
  __shown: Promise<number>;
};
type Measured = { responseMs: number; inpMs: number };
/** The first interaction's figures: the slowest of its inputs, and each input's response. */
type MeasuredFirst = Measured & { stepsMs: number[] };
type Run = { first: MeasuredFirst; later: Measured; firstAfterHover?: MeasuredFirst };

/** Starts watching in the page for `ready()` (a function, or its source) to hold; `window.__shown` resolves at the next animation frame with its
 * time. The predicate's source is sent as an expression (evaluated by the DevTools protocol, not by the page's eval,
 * which its Content-Security-Policy forbids). */
function watchFor(page: Page, ready: Predicate) {
  return page.evaluate(`(() => {
    const ready = ${ready.toString()};
    window.__shown = new Promise((resolve) => {
      const check = () => (ready() ? requestAnimationFrame(() => resolve(performance.now())) : requestAnimationFrame(check));
      check();
    });
  })()`);
}

/** A predicate, as the source sent to the page, that holds when the address's `name` parameter is `value`. */
const paramIs = (name: string, value: string) =>
  `() => new URLSearchParams(location.search).get(${JSON.stringify(name)}) === ${JSON.stringify(value)}`;
/** A predicate, as source, that holds when the focused field shows `value`. */
const focusedValueIs = (value: string) => `() => document.activeElement?.value === ${JSON.stringify(value)}`;
/** Holds when a text field has the focus (before the click into it, nothing has: the page's body has it). */
const fieldFocused = () =>
  document.activeElement instanceof HTMLInputElement || document.activeElement instanceof HTMLTextAreaElement;

/** Click into a text field (shown by the field taking the focus) and type one letter, then another; `done(text)` says
 * what shows each was typed. */
function typeInto(
  route: string,
  name: string,
  field: (page: Page) => Locator,
  [first = "", second = ""]: string[],
  done: (text: string) => Predicate,
): Interaction {
  return {
    route,
    name,
    target: field,
    first: [
      { act: (page: Page) => field(page).click(), done: fieldFocused },
      { act: (page: Page) => field(page).pressSequentially(first), done: done(first) },
    ],
    later: { act: (page: Page) => field(page).pressSequentially(second), done: done(first + second) },
  };
}

/** A predicate, as source, that holds when a <details> whose summary reads `summary` is open (or, `open` false, is not). */
const disclosureOpenIs = (summary: string, open: boolean) =>
  `() => ${open ? "" : "!"}[...document.querySelectorAll("details[open] > summary")].some((s) => s.textContent?.trim() === ${JSON.stringify(summary)})`;

/** Click a native disclosure's summary to open it, then again to close it. */
function openAndCloseDisclosure(route: string, name: string, summary: string): Interaction {
  const toggle = (page: Page) => page.getByText(summary, { exact: true });
  return {
    route,
    name,
    target: toggle,
    first: [{ act: (page: Page) => toggle(page).click(), done: disclosureOpenIs(summary, true) }],
    later: { act: (page: Page) => toggle(page).click(), done: disclosureOpenIs(summary, false) },
  };
}

/** Type two letters into a list's search box (labelled `label`), which the address's `q` then holds. */
const typeIntoSearch = (route: string, label: string, letters: string[]) =>
  typeInto(
    route,
    "type in the search box",
    (page) => page.getByLabel(label),
    letters,
    (q) => paramIs("q", q),
  );

/** Press ArrowDown in the page's Industry list box twice: the first and then the second industry is chosen. */
function industryListBox(route: string): Interaction {
  return {
    route,
    name: "pick an industry filter",
    target: (page: Page) => page.getByLabel("Industry"),
    first: [
      {
        act: async (page: Page) => {
          await page.getByLabel("Industry").focus();
          await page.keyboard.press("ArrowDown");
        },
        done: () => new URLSearchParams(location.search).has("industry"),
      },
    ],
    later: {
      act: (page: Page) => page.keyboard.press("ArrowDown"),
      done: () =>
        new URLSearchParams(location.search).get("industry") ===
        document.querySelectorAll("select")[0]?.options[2]?.value,
    },
  };
}

/**
 * The interactions: where, what the visitor does, what shows it was done (a function or its source, evaluated in the
 * page). `first` happens on a page that has run no island code; `later` right after it, on the same page.
 */
export const INTERACTIONS: Interaction[] = [
  {
    route: "/",
    name: "toggle the hiring chart's range",
    target: (page) => page.getByRole("button", { name: "6mo", exact: true }),
    first: [
      { act: (page) => page.getByRole("button", { name: "6mo", exact: true }).click(), done: paramIs("trend", "6mo") },
    ],
    later: {
      act: (page) => page.getByRole("button", { name: "2yr", exact: true }).click(),
      done: paramIs("trend", "2yr"),
    },
  },
  typeInto(
    "/",
    "focus the subscription form and type",
    (page) => page.getByLabel("Full name"),
    ["A", "d"],
    focusedValueIs,
  ),
  typeIntoSearch("/states", "Search states", ["t", "e"]),
  industryListBox("/hiring"),
  typeIntoSearch("/skills", "Search skills", ["s", "q"]),
  {
    route: "/job-roles",
    name: "press Load More",
    target: (page) => page.getByRole("button", { name: /Load More Roles/ }),
    first: [
      {
        act: (page) => page.getByRole("button", { name: /Load More Roles/ }).click(),
        done: () => new URLSearchParams(location.search).has("n"),
      },
    ],
    later: {
      act: (page) => page.getByRole("button", { name: /Load More Roles/ }).click(),
      done: () => Number(new URLSearchParams(location.search).get("n")) > 24,
    },
  },
  industryListBox("/layoffs"),
  typeInto(
    "/news",
    "focus the contact form and type",
    (page) => page.getByLabel("Name", { exact: true }),
    ["G", "r"],
    focusedValueIs,
  ),
  // A page with no island: its disclosures are native <details>, the baseline a hydrated control is held to.
  openAndCloseDisclosure("/occupations/software-developers", "open a table's disclosure", "Sort by median wage"),
  // A place page has no island either: a state's payroll chart offers its last 13 months as a native <details>.
  openAndCloseDisclosure("/places/texas", "open the payroll table's disclosure", "The last 13 months as a table"),
  // The compare view's form is plain HTML (no island): its third place box is empty when two places are compared.
  typeInto(
    "/compare?occupation=registered-nurses&places=austin-tx,seattle-wa",
    "type a third place",
    (page) => page.getByLabel("Place 3", { exact: true }),
    ["D", "a"],
    focusedValueIs,
  ),
  {
    route: "/updates",
    name: "open the mobile menu",
    target: (page) => page.getByRole("button", { name: "Open menu" }),
    first: [
      {
        act: (page) => page.getByRole("button", { name: "Open menu" }).click(),
        done: () => document.querySelector("dialog[open]") !== null,
      },
    ],
    later: {
      act: (page) => page.keyboard.press("Escape"),
      done: () => document.querySelector("dialog[open]") === null,
    },
  },
];

/** How long the pointer rests on the control before the press in the "after a hover" variant: a visitor's approach. */
export const HOVER_AHEAD_MS = 300;

async function measureOnce(
  browser: Browser,
  baseURL: string,
  interaction: Interaction,
  { hoverAhead = false } = {},
): Promise<Run> {
  const context = await browser.newContext({ viewport: interaction.route === "/" ? WIDE : VIEWPORT });
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      const w = window as unknown as Watched;
      w.__inputs = [];
      for (const type of ["pointerdown", "keydown"])
        document.addEventListener(type, (e) => e.isTrusted && w.__inputs.push(e.timeStamp), { capture: true });
      w.__events = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          if ((e as PerformanceEventTiming).interactionId) w.__events.push({ duration: e.duration, at: e.startTime });
      }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    const cdp = await context.newCDPSession(page);
    await page.goto(new URL(interaction.route, baseURL).href, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLING });
    const step = async ({ act, done }: Step): Promise<Measured> => {
      const mark = await page.evaluate(() => (window as unknown as Watched).__inputs.length);
      await watchFor(page, done);
      await act(page);
      const end = await Promise.race([
        page.evaluate(() => (window as unknown as Watched).__shown),
        new Promise<never>((_, reject) =>
          setTimeout(
            () =>
              reject(
                new Error(
                  `"${interaction.name}" on ${interaction.route}: no result within ${STEP_TIMEOUT_MS / 1000} s`,
                ),
              ),
            STEP_TIMEOUT_MS,
          ),
        ),
      ]);
      const { start, inp } = await page.evaluate((from) => {
        const w = window as unknown as Watched;
        const begin = w.__inputs[from] ?? 0;
        const durations = w.__events.filter((e) => e.at >= begin - 1).map((e) => e.duration);
        return { start: begin, inp: durations.length ? Math.max(...durations) : 16 };
      }, mark);
      return { responseMs: Math.max(0, end - start), inpMs: inp };
    };
    if (hoverAhead) {
      await interaction.target(page).hover();
      await page.waitForTimeout(HOVER_AHEAD_MS);
    }
    const steps: Measured[] = [];
    for (const input of interaction.first) steps.push(await step(input));
    const first: MeasuredFirst = {
      responseMs: Math.max(...steps.map((s) => s.responseMs)),
      inpMs: Math.max(...steps.map((s) => s.inpMs)),
      stepsMs: steps.map((s) => Math.round(s.responseMs)),
    };
    await page.waitForTimeout(300);
    const later = await step(interaction.later);
    return { first, later };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

type BenchOptions = { baseURL: string; runs?: number; routes?: string[]; log?: (line: string) => void };
/** One interaction's row: the medians over its runs, and each run. */
export type InteractionRow = {
  route: string;
  name: string;
  runs: number;
  cpuThrottling: number;
  first: Measured;
  firstAfterHover: Measured;
  later: Measured;
  perRun: Run[];
};

/** Measures every interaction on `routes` (all when not given) `runs` times against `baseURL`; returns their medians
 * and each run. */
export async function benchInteractions({ baseURL, runs = 3, routes, log = () => {} }: BenchOptions) {
  const executablePath = findChromium();
  const browser = await chromium.launch(executablePath ? { executablePath } : {});
  const results: InteractionRow[] = [];
  try {
    for (const interaction of INTERACTIONS) {
      if (routes && !routes.includes(interaction.route)) continue;
      const perRun: Run[] = [];
      for (let i = 0; i < runs; i++) {
        const run = await measureOnce(browser, baseURL, interaction);
        run.firstAfterHover = (await measureOnce(browser, baseURL, interaction, { hoverAhead: true })).first;
        perRun.push(run);
        log(
          `interaction ${interaction.route} "${interaction.name}" run ${i + 1}/${runs}: first ${run.first.responseMs.toFixed(0)} ms${run.first.stepsMs.length > 1 ? ` (inputs ${run.first.stepsMs.join(" + ")})` : ""} (INP ${run.first.inpMs.toFixed(0)}), after a hover ${run.firstAfterHover?.responseMs.toFixed(0)} ms, later ${run.later.responseMs.toFixed(0)} ms (INP ${run.later.inpMs.toFixed(0)})`,
        );
      }
      const pick = (which: keyof Run, key: keyof Measured) =>
        Math.round(median(perRun.map((r) => r[which]?.[key] ?? 0)));
      results.push({
        route: interaction.route,
        name: interaction.name,
        runs,
        cpuThrottling: CPU_THROTTLING,
        first: { responseMs: pick("first", "responseMs"), inpMs: pick("first", "inpMs") },
        firstAfterHover: { responseMs: pick("firstAfterHover", "responseMs"), inpMs: pick("firstAfterHover", "inpMs") },
        later: { responseMs: pick("later", "responseMs"), inpMs: pick("later", "inpMs") },
        perRun,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
