import type { EntityName } from "~/domain/dataset";

/** How the methodology section names each dataset, and where the site shows it. */
export const ENTITY_LABELS: Readonly<Record<EntityName, { title: string; shownOn: string }>> = {
  "employment-metrics": { title: "Employment metrics", shownOn: "Overview: the four summary cards" },
  states: { title: "States", shownOn: "States, and Overview: Fastest-Growing States and State Employment Growth" },
  "analytics-states": { title: "State analysis by industry and period", shownOn: "Overview: Detailed State Analysis" },
  "hiring-trends": { title: "Hiring trends by industry", shownOn: "Overview: National Hiring Trends by Industry" },
  "job-categories": { title: "Job categories", shownOn: "Overview: Top Job Categories, and Insights" },
  "job-roles": { title: "Job roles", shownOn: "Insights" },
  skills: { title: "Skills", shownOn: "Skills, and Overview: Most In-Demand Skills" },
  companies: { title: "Companies", shownOn: "Hiring, and Overview: Top Hiring Companies" },
  "external-jobs": { title: "External job sources", shownOn: "Overview: External Job Sources" },
  layoffs: { title: "Layoffs", shownOn: "Layoffs, and Overview: Recent Layoffs" },
  "layoff-forecasts": { title: "Planned layoffs and recent layoff rates", shownOn: "Layoffs: Planned Layoffs" },
  news: { title: "News", shownOn: "News" },
  places: { title: "Places", shownOn: "Job roles: top locations" },
  occupations: { title: "Occupations", shownOn: "Job roles: key skills and top locations" },
  outlook: { title: "Unemployment rate outlook", shownOn: "Outlook, and Overview: the next jobs report" },
};
