// Build-time figures for articles: the dataset the pages are built from, in the shape the figure rules read.
import type { FigureData } from "../domain/figures";
import { seedEntity } from "./seed";

export function figureData(): FigureData {
  const metrics = seedEntity("employment-metrics");
  const states = seedEntity("states");
  const trends = seedEntity("hiring-trends");
  return {
    metrics: { data: metrics.data, sources: metrics.sources },
    states: { data: states.data, sources: states.sources },
    trends: { data: trends.data, sources: trends.sources },
  };
}
