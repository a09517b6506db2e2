/** The link at the foot of a card to the page with everything ("View All Skills"). */
export default function ViewAllLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-md border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
    >
      {children}
    </a>
  );
}
