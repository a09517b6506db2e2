import { useEffect, useId, useRef, useState } from "react";
import { SELECT } from "../../components/ui/styles";
import { cleanQuery, MAX_QUERY_LENGTH, SEARCH_DEBOUNCE_MS } from "./layoff-view";

const LABEL = "text-sm font-medium text-slate-700";

interface Props {
  q: string;
  industry: string;
  industries: readonly string[];
  onSearch: (q: string) => void;
  onIndustry: (industry: string) => void;
}

/**
 * The search box (sent SEARCH_DEBOUNCE_MS after typing pauses, or at once on Enter) and the industry
 * filter. The box shows what the visitor types; it follows `q` only when `q` changes from elsewhere
 * (the query string read after hydration).
 */
export default function LayoffControls({ q, industry, industries, onSearch, onIndustry }: Props) {
  const searchId = useId();
  const industryId = useId();
  const [text, setText] = useState(q);
  const sent = useRef(q);

  useEffect(() => {
    if (q !== sent.current) {
      sent.current = q;
      setText(q);
    }
  }, [q]);

  const send = (value: string) => {
    const clean = cleanQuery(value);
    if (clean === sent.current) return;
    sent.current = clean;
    onSearch(clean);
  };

  useEffect(() => {
    const timer = setTimeout(() => send(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `send` changes every render; the timer restarts only when the text does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  return (
    <form
      role="search"
      aria-label="Layoff notices"
      onSubmit={(e) => {
        e.preventDefault();
        send(text);
      }}
      className="grid grid-cols-1 gap-3 sm:grid-cols-[2fr_1fr]"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={searchId} className={LABEL}>
          Search layoffs
        </label>
        <input
          id={searchId}
          type="search"
          value={text}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Company, industry or location"
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setText(e.target.value)}
          className="w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 placeholder:text-slate-600"
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={industryId} className={LABEL}>
          Industry
        </label>
        <select
          id={industryId}
          value={industry}
          onChange={(e) => onIndustry(e.target.value)}
          className={`${SELECT} w-full min-w-0`}
        >
          <option value="all">All Industries</option>
          {industries.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
