import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "~/stores/timing";

/** When the last tooltip closed: moving to another trigger soon after opens it at once. */
let lastClosedAt = 0;

/**
 * A tooltip on a focusable trigger: opens on hover after TOOLTIP_DELAY_MS (at once within
 * TOOLTIP_SKIP_DELAY_MS of another), at once on keyboard focus, closes on leave, blur and Escape.
 */
export default function Tooltip({
  label,
  content,
  className = "",
}: {
  label: ReactNode;
  content: ReactNode;
  className?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (open) lastClosedAt = Date.now();
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <span className={`relative inline-block ${className}`}>
      <button
        type="button"
        aria-describedby={open ? id : undefined}
        className="cursor-help underline decoration-dotted underline-offset-2"
        onMouseEnter={() => show(Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS)}
        onMouseLeave={hide}
        onFocus={() => show(0)}
        onBlur={hide}
        onKeyDown={(e) => e.key === "Escape" && hide()}
      >
        {label}
      </button>
      {open && (
        <span
          role="tooltip"
          id={id}
          className="absolute bottom-full left-0 z-20 mb-2 w-72 max-w-[80vw] rounded-md bg-slate-900 px-3 py-2 text-left text-xs font-normal text-white shadow-lg"
        >
          {content}
        </span>
      )}
    </span>
  );
}
