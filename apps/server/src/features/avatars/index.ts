/**
 * The avatars feature as other features and the app see it: nothing else of this folder is imported
 * from outside it.
 */
export { setUpMedia } from "./setup.ts";
