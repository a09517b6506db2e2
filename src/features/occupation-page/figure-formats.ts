// The occupation page's figure formats: shared with the place pages, so they live in the domain.
export {
  byLargest,
  formatJobs,
  formatPerThousand,
  formatQuotient,
  formatWage,
  NOT_PUBLISHED,
} from "~/domain/estimate-format";
