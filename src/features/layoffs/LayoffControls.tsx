import { useEffect, useRef, useState } from "react";
import { ExplorerControls, SearchField, SelectField } from "~/components/ui/explorer-controls";
import { cleanQuery, MAX_QUERY_LENGTH, SEARCH_DEBOUNCE_MS } from "./layoff-view";

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

  // biome-ignore lint/correctness/useExhaustiveDependencies: `send` changes every render; the timer restarts only when the text does
  useEffect(() => {
    const timer = setTimeout(() => send(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <ExplorerControls label="Layoff notices" className="sm:grid-cols-[2fr_1fr]" onSubmit={() => send(text)}>
      <SearchField
        label="Search layoffs"
        value={text}
        maxLength={MAX_QUERY_LENGTH}
        placeholder="Company, industry or location"
        onChange={setText}
      />
      <SelectField
        label="Industry"
        value={industry}
        options={[
          { value: "all", label: "All Industries" },
          ...industries.map((name) => ({ value: name, label: name })),
        ]}
        onChange={onIndustry}
      />
    </ExplorerControls>
  );
}
