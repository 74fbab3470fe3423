/**
 * The global under which a spec file keeps the browsers it has open (a Set), where the jest
 * environment (environment.ts) finds their pages to take a screenshot of when a test fails.
 */
export const OPEN_BROWSERS = '__cofferE2eBrowsers';
