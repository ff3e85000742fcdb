/** Addresses of the search pages; the results page's old names (/srp/results, find-results.html) show the same page. */
export const RESULTS_PATH = "/search/results";
