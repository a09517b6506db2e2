import { navItems } from "~/domain/site-routes";

/** One entry of the site's header navigation. */
export interface NavItem {
  href: string;
  label: string;
}

/** Header navigation: the pages of the route list that have a navigation label, the overview first. */
export const NAV_ITEMS: readonly NavItem[] = navItems();

/** True when `href` is the navigation item for `pathname` (trailing slashes ignored). */
export function isActiveNavItem(href: string, pathname: string): boolean {
  const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p) || "/";
  return normalise(href) === normalise(pathname);
}
