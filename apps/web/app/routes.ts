/**
 * Every page may carry a language prefix (/hi/…, /ar/…); English has none. Page loaders answer 404
 * for a prefix that is not a language. Modules serving several addresses get one id per address.
 */
import { type RouteConfig, route } from "@react-router/dev/routes";

const COMING_SOON = "routes/coming-soon.tsx";
const SEARCH_RESULTS = "routes/search-results.tsx";

export default [
  route(":lang?", "routes/home.tsx", { id: "home" }),
  route(":lang?/search/results", SEARCH_RESULTS, { id: "search-results" }),
  route(":lang?/srp/results", SEARCH_RESULTS, { id: "srp-results" }),
  route(":lang?/find-results.html", SEARCH_RESULTS, { id: "find-results" }),
  route(":lang?/job/:slugId", "routes/job-detail.tsx", { id: "job-detail" }),
  route(":lang?/seeker/dashboard", COMING_SOON, { id: "seeker-dashboard" }),
  route(":lang?/seeker/profile", COMING_SOON, { id: "seeker-profile" }),
  route(":lang?/seeker/registration", COMING_SOON, { id: "seeker-registration" }),
  route(":lang?/rio/login", COMING_SOON, { id: "rio-login" }),
  route(":lang?/employer/login", COMING_SOON, { id: "employer-login" }),
  route(":lang?/coming-soon/:feature", COMING_SOON, { id: "coming-soon" }),
  route(":lang?/*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
