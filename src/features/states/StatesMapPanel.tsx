import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { HeaderRow } from "~/components/ui/DataTableDisclosure";
import SectionCard from "~/components/ui/SectionCard";
import ToggleGroup from "~/components/ui/ToggleGroup";
import type { State } from "~/domain/entities";
import { formatCount, formatPercent, formatSigned } from "~/domain/format";
import { stateByCode, US_STATES } from "~/domain/geography";
import { payrollJobs } from "~/domain/measures";
import { statePagePath } from "~/domain/place-path";
import type { Provenance } from "~/domain/provenance";
import { compareText } from "~/domain/text";
import {
  classCounts,
  fillOf,
  MAP_HEIGHT,
  MAP_MEASURES,
  MAP_VIEW_WIDTH,
  MAP_WIDTH,
  type MapMeasure,
  MEASURE_SCALES,
  NO_DATA_FILL,
  stateMapLabel,
} from "./map-scale";
import type { MeasurePeriods } from "./states-view";

interface Props {
  states: readonly State[];
  measure: MapMeasure;
  /** USPS code of the chosen state, or "". */
  selected: string;
  onMeasure: (measure: MapMeasure) => void;
  /** Chooses a state (its code), or clears the choice (""). */
  onSelect: (code: string) => void;
  periods: MeasurePeriods;
  provenance?: Provenance;
  /** The static SVG of StatesMap.astro. */
  children?: ReactNode;
  /** The lead sentences of StatesMapAnswers.astro: the measure's own is shown (by CSS on data-map-measure). */
  answer?: ReactNode;
}

const MEASURE_OPTIONS = MAP_MEASURES.map((m) => ({ value: m, label: MEASURE_SCALES[m].buttonLabel }));

/** Where the details box points: the state's box in % of the map. */
interface Active {
  code: string;
  left: number;
  top: number;
  bottom: number;
}

/** The map element (a state's path or a callout box) an event came from. */
function mapElementOf(target: EventTarget | null): SVGGraphicsElement | null {
  return target instanceof Element ? target.closest<SVGGraphicsElement>("[data-code]") : null;
}

function activeOf(el: SVGGraphicsElement): Active {
  const code = el.dataset["code"] ?? "";
  // getBBox is in map units whatever the rendered size, so the box is placed in % of the map.
  const box =
    typeof el.getBBox === "function" ? el.getBBox() : { x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2, width: 0, height: 0 };
  return {
    code,
    left: ((box.x + box.width / 2) / MAP_VIEW_WIDTH) * 100,
    top: (box.y / MAP_HEIGHT) * 100,
    bottom: ((box.y + box.height) / MAP_HEIGHT) * 100,
  };
}

/** The US choropleth: measure switch, the server-rendered map driven through the DOM, legend, details and a table. */
export default function StatesMapPanel({
  states,
  measure,
  selected,
  onMeasure,
  onSelect,
  periods,
  provenance,
  children,
  answer,
}: Props) {
  const mapRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Active | null>(null);
  const byCode = useMemo(() => new Map(states.map((s) => [s.code, s])), [states]);
  const scale = MEASURE_SCALES[measure];
  const legendId = useId();

  // Colours and names follow the data and the measure; aria-pressed and the ring follow the choice.
  useEffect(() => {
    const svg = mapRef.current?.querySelector("svg");
    if (!svg) return;
    for (const el of svg.querySelectorAll<SVGElement>("[data-code]")) {
      const code = el.dataset["code"] ?? "";
      const state = byCode.get(code);
      el.setAttribute("fill", fillOf(state, measure));
      if (el.tagName.toLowerCase() === "path") {
        el.setAttribute("aria-label", state ? stateMapLabel(state) : `${stateByCode(code)?.name ?? code}: no data`);
        el.setAttribute("aria-pressed", String(code === selected));
      }
    }
    highlight(svg, "selected", selected);
  }, [byCode, measure, selected]);

  useEffect(() => {
    const svg = mapRef.current?.querySelector("svg");
    if (svg) highlight(svg, "active", active?.code ?? "");
  }, [active]);

  const show = (target: EventTarget | null) => {
    const el = mapElementOf(target);
    setActive(el ? activeOf(el) : null);
  };
  const choose = (target: EventTarget | null) => {
    const code = mapElementOf(target)?.dataset["code"];
    if (code) onSelect(code === selected ? "" : code);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") setActive(null);
    if ((e.key === "Enter" || e.key === " ") && mapElementOf(e.target)) {
      e.preventDefault(); // Space would scroll the page
      choose(e.target);
    }
  };

  const counts = classCounts(states, measure);
  const missing = states.length > 0 && counts.reduce((a, b) => a + b, 0) < US_STATES.length;
  const shown = active ? byCode.get(active.code) : undefined;
  const chosen = selected ? byCode.get(selected) : undefined;

  return (
    <SectionCard
      title="Map of the States"
      provenance={states.length > 0 ? provenance : undefined}
      note="Unemployment: LAUS, seasonally adjusted. Growth: change in nonfarm payroll jobs over the year (CES). Total jobs: nonfarm payroll jobs (CES)."
      actions={
        <ToggleGroup
          label="Colour the map by"
          options={MEASURE_OPTIONS}
          value={measure}
          onChange={onMeasure}
          // Each button as wide as its label (plus an even share of the rest): equal thirds cut "Unemployment" at 390 px.
          className="flex w-full min-w-0 rounded-md border border-slate-300 bg-white p-0.5 sm:inline-flex sm:w-auto"
          buttonClass={(on) =>
            `min-h-9 flex-auto whitespace-nowrap rounded px-2 text-sm sm:px-3 font-medium ${on ? "bg-blue-700 text-white" : "text-slate-800 hover:bg-slate-100"}`
          }
        />
      }
    >
      {answer && <div data-map-measure={measure}>{answer}</div>}
      <p className="mb-3 text-sm text-slate-700">
        Point at or Tab to a state to see its figures; click it or press Enter to show it in the list below.
      </p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_14rem] lg:items-end lg:gap-6">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: one delegated listener for the map's states, which are the focusable buttons inside it (the SVG is server-rendered, so they carry no handlers of their own) */}
        <div
          ref={mapRef}
          data-testid="states-map"
          data-measure={measure}
          className="relative"
          onMouseOver={(e: MouseEvent) => show(e.target)}
          onMouseLeave={() => setActive(null)}
          onFocus={(e: FocusEvent) => show(e.target)}
          onBlur={() => setActive(null)}
          onClick={(e: MouseEvent) => choose(e.target)}
          onKeyDown={onKeyDown}
        >
          {children}
          {active && (
            <div
              data-testid="map-details"
              aria-hidden="true"
              className="pointer-events-none absolute z-10 w-56 rounded-md bg-slate-900 px-3 py-2 text-xs text-white shadow-lg"
              style={{
                left: `${active.left}%`,
                // Above the state, or below it near the top of the map; kept inside the map sideways.
                top: `${active.top < 25 ? active.bottom : active.top}%`,
                transform: `translate(${active.left < 25 ? -10 : active.left > 75 ? -90 : -50}%, ${active.top < 25 ? "8px" : "calc(-100% - 8px)"})`,
              }}
            >
              <p className="text-sm font-semibold">{shown?.name ?? stateByCode(active.code)?.name}</p>
              {shown ? (
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                  <dt className="text-slate-300">Unemployment</dt>
                  <dd>{formatPercent(shown.unemploymentRate)}</dd>
                  <dt className="text-slate-300">Growth</dt>
                  <dd>{formatSigned(Number(shown.growthRate))}</dd>
                  <dt className="text-slate-300">Total jobs</dt>
                  <dd>{formatCount(payrollJobs(shown))}</dd>
                </dl>
              ) : (
                <p className="mt-1">No data</p>
              )}
            </div>
          )}
        </div>
        <figure aria-labelledby={legendId}>
          <figcaption id={legendId} className="text-sm font-medium text-slate-900">
            {scale.label}, {periods[measure]}
          </figcaption>
          <ul
            data-testid="map-legend"
            className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700 lg:flex-col"
          >
            {scale.classLabels.map((label, i) => (
              <li key={label} className="flex items-center gap-2" data-testid="legend-class">
                <span
                  aria-hidden="true"
                  className="h-4 w-6 rounded-sm border border-slate-500"
                  style={{ backgroundColor: scale.colors[i] }}
                />
                <span>
                  {label} <span className="text-slate-600">({counts[i]})</span>
                </span>
              </li>
            ))}
            {missing && (
              <li className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="h-4 w-6 rounded-sm border border-slate-500"
                  style={{ backgroundColor: NO_DATA_FILL }}
                />
                No data
              </li>
            )}
          </ul>
        </figure>
      </div>

      <p className="mt-3 min-h-5 text-sm text-slate-700" aria-live="polite" data-testid="map-status">
        {chosen && (
          <>
            {chosen.name} is chosen: the list below shows it alone.{" "}
            <a href="#states-list" className="font-medium text-blue-800 underline underline-offset-2">
              Go to the list
            </a>{" "}
            or{" "}
            <a href={statePagePath(chosen.name)} className="font-medium text-blue-800 underline underline-offset-2">
              open {chosen.name}'s page
            </a>
          </>
        )}
      </p>

      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium text-blue-800 hover:underline">
          Show map data as a table
        </summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be focusable, or keyboard users cannot scroll it */}
        <section className="mt-2 max-h-96 overflow-auto" tabIndex={0} aria-label="Map data table">
          {/* Cell styles set once on the table, not on each of its 204 cells: the table is in the HTML. */}
          <table className="w-full text-left text-sm [&_td]:py-1.5 [&_td]:pr-4 [&_tr]:border-b [&_tr]:border-slate-100">
            <caption className="sr-only">Unemployment rate, job growth and total jobs by state</caption>
            <thead className="sticky top-0 bg-white text-slate-700">
              <HeaderRow names={["State", "Unemployment", "Growth", "Total jobs"]} />
            </thead>
            <tbody>
              {[...states]
                .sort((a, b) => compareText(a.name, b.name))
                .map((s) => (
                  <tr key={s.code} data-testid="map-table-row">
                    <th scope="row" className="py-1.5 pr-4 font-medium">
                      <a href={statePagePath(s.name)} className="text-blue-800 underline underline-offset-2">
                        {s.name}
                      </a>
                    </th>
                    <td>{formatPercent(s.unemploymentRate)}</td>
                    <td>{formatSigned(Number(s.growthRate))}</td>
                    <td>{formatCount(payrollJobs(s))}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </section>
      </details>
    </SectionCard>
  );
}

/** Draws overlay ring `which` around state `code` (none for ""), and marks its callout box. */
function highlight(svg: SVGSVGElement, which: "selected" | "active", code: string) {
  const path = code ? svg.querySelector(`.states path[data-code="${code}"]`) : null;
  svg.querySelector(`[data-overlay="${which}"]`)?.setAttribute("d", path?.getAttribute("d") ?? "");
  const attribute = `data-highlight-${which}`;
  for (const callout of svg.querySelectorAll(`[${attribute}]`)) callout.removeAttribute(attribute);
  if (code) svg.querySelector(`[data-callout="${code}"]`)?.setAttribute(attribute, "");
}
