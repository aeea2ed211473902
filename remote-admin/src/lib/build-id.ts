/**
 * The build this remote came from (BUILD_ID at build time, none by default), set as
 * `data-build` on its pages so a deploy can be checked in the running app.
 */
export const BUILD_ID: string | undefined = process.env.BUILD_ID || undefined;
