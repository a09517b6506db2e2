/** One entry of the site's header navigation. */
export interface NavItem {
  href: string;
  label: string;
}

/** Header navigation: every page of the site, the overview first. */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/", label: "Overview" },
  { href: "/states", label: "States" },
  { href: "/hiring", label: "Hiring" },
  { href: "/layoffs", label: "Layoffs" },
  { href: "/skills", label: "Skills" },
  { href: "/job-roles", label: "Insights" },
  { href: "/news", label: "News" },
];

/** True when `href` is the navigation item for `pathname` (trailing slashes ignored). */
export function isActiveNavItem(href: string, pathname: string): boolean {
  const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p) || "/";
  return normalise(href) === normalise(pathname);
}
