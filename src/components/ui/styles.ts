// Class names of the few control styles used across islands and pages.

export const BUTTON_PRIMARY =
  "inline-flex items-center justify-center gap-2 rounded-md bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-60";
export const BUTTON_SECONDARY =
  "inline-flex items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50";
export const SELECT = "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900";
