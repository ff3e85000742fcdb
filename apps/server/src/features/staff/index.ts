export { registerStaffRoutes } from "./routes.ts";
export { createStaffConsole } from "./service.ts";
