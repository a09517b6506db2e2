/** Every route of the site, with the heading its page shows. */
export const ROUTES = [
  { path: "/", heading: "US Employment Market Analysis", nav: "Overview" },
  { path: "/states", heading: "State Employment Data", nav: "States" },
  { path: "/hiring", heading: "Hiring Companies", nav: "Hiring" },
  { path: "/layoffs", heading: "Layoff Tracker", nav: "Layoffs" },
  { path: "/skills", heading: "In-Demand Skills", nav: "Skills" },
  { path: "/job-roles", heading: "Job Market Insights", nav: "Insights" },
  { path: "/news", heading: "Employment News & Insights", nav: "News" },
  { path: "/occupations", heading: "Occupations", nav: null },
  { path: "/checkout", heading: "Checkout", nav: null },
  { path: "/payment-success", heading: "Your Market Report", nav: null },
  { path: "/updates", heading: "Data Updates", nav: null },
  { path: "/outlook", heading: "Unemployment Rate Outlook", nav: null },
  { path: "/insights", heading: "Insights from Our Editors", nav: null },
  { path: "/insights/tags/jolts", heading: "Insights tagged “JOLTS”", nav: null },
  {
    path: "/insights/information-jobs-and-health-care",
    heading: "Information jobs shrank for two years while education and health services kept adding",
    nav: null,
  },
  /** Rendered on request; one comparison stands for them all (tests/e2e/compare.spec.ts opens others). */
  {
    path: "/compare?occupation=software-developers&places=austin-tx,seattle-wa,san-jose-ca,texas",
    heading: "Compare pay across places",
    nav: null,
  },
  /** One occupation page stands for all of them (tests/e2e/occupation-page.spec.ts opens others). */
  { path: "/occupations/software-developers", heading: "Software Developers", nav: null },
  /** A metro area and a state stand for the place pages (tests/e2e/place-page.spec.ts opens others). */
  { path: "/places/austin-tx", heading: "Jobs in Austin, TX", nav: null },
  { path: "/places/texas", heading: "Jobs in Texas", nav: null },
] as const;
