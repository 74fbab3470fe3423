/**
 * The paths the web app answers (its router's table, folder paths under My Files included). The
 * server serves the app for these with status 200 and for anything else with 404, so a mistyped
 * address is a real 404 to browsers, crawlers and link checkers while the app still shows its page.
 */
const APP_ROUTE =
  /^\/(?:|dashboard|app|(?:dashboard|app)\/(?:my-files|shared|upload|trash|requests)|(?:dashboard|app)\/requests\/[^/]+|login|signup|verify-email|forgot-password|reset-password|share|s|(?:share|s)\/[^/]+|drop\/[^/]+|settings\/(?:tokens|account|sessions))\/?$/;
const FOLDER_ROUTE = /^\/(?:dashboard|app)\/my-files\/.+$/;

export function isAppRoute(pathname: string): boolean {
  return APP_ROUTE.test(pathname) || FOLDER_ROUTE.test(pathname);
}
