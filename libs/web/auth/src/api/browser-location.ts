/**
 * Leaves the web app for another site's page (a sign-in provider) in this tab. An object, so
 * tests can watch it: jsdom cannot navigate.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
