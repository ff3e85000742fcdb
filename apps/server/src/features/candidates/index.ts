/** Candidate search for recruiters, and the seeker's privacy over it. */
export { registerCandidateRoutes } from "./routes.ts";
export { createCandidatesService } from "./service.ts";
