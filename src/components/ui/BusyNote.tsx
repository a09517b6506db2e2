/** A spinner and what is under way, announced politely (role="status"). */
export default function BusyNote({ text, testId, className }: { text: string; testId: string; className: string }) {
  return (
    <p role="status" className={`flex items-center gap-3 ${className}`} data-testid={testId}>
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-blue-700 border-t-transparent"
      />
      {text}
    </p>
  );
}
