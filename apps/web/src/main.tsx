import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { STALE_FIRST_SCREEN_ATTRIBUTE } from './app/first-paint';
import { takeFirstScreenState } from './app/first-screen';
import { createAppServices, whenRouterReady } from './app/services';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const firstScreen = takeFirstScreenState(document);
const services = createAppServices(firstScreen);
const root = createRoot(container);
const start = () =>
  root.render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
const html = document.documentElement;
if (html.hasAttribute(STALE_FIRST_SCREEN_ATTRIBUTE)) {
  // The server rendered another view than this browser's: its answers serve, its markup does not.
  container.replaceChildren();
  html.removeAttribute(STALE_FIRST_SCREEN_ATTRIBUTE);
  start();
} else if (firstScreen) {
  // The screen the server rendered stays up until the route's code is in, so the app's first
  // commit replaces it with the same screen, never with a loader.
  void whenRouterReady(services.router).then(start);
} else start();
