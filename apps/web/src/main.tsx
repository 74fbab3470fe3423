import '@mantine/core/styles.css';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { STALE_FIRST_SCREEN_ATTRIBUTE, releaseHeldClick, whenScreenImagesPainted } from './app/first-paint';
import { takeFirstScreenState } from './app/first-screen';
import { createAppServices, whenRouterReady } from './app/services';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Once the app's first screen is committed, a click held on the rendered one is given to it. */
function Started({ children }: { children: ReactNode }) {
  useEffect(releaseHeldClick, []);
  return children;
}

function start(firstScreen: ReturnType<typeof takeFirstScreenState>) {
  const services = createAppServices(firstScreen);
  const render = () =>
    createRoot(container!).render(
      <StrictMode>
        <Started>
          <App services={services} />
        </Started>
      </StrictMode>,
    );
  // The screen the server rendered stays up until the route's code is in, so the app's first
  // commit replaces it with the same screen, never with a loader.
  if (firstScreen) void whenRouterReady(services.router).then(render);
  else render();
}

const firstScreen = takeFirstScreenState(document);
const html = document.documentElement;
if (html.hasAttribute(STALE_FIRST_SCREEN_ATTRIBUTE)) {
  // The server rendered another view than this browser's: its answers serve, its markup does not.
  container.replaceChildren();
  html.removeAttribute(STALE_FIRST_SCREEN_ATTRIBUTE);
  start(firstScreen);
} else if (firstScreen) {
  // Painted whole (its thumbnails too) before the app's start takes the main thread.
  void whenScreenImagesPainted(container).then(() => start(firstScreen));
} else start(null);
