/** Addresses of the search pages; the results page's old names (/srp/results, find-results.html) show the same page. */
export const RESULTS_PATH = "/search/results";

/** Root of the browse pages (scheme in ../browse/browse-paths.ts). */
export const BROWSE_PATH = "/jobs";
