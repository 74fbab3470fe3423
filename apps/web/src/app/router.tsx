import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AuthGate } from '@coffer/web-auth';
import { FullScreenLoader } from '@coffer/web-ui';
import { RootLayout } from './layout/RootLayout';

// Every screen and both frames load on demand, so the first load carries only the providers, the
// route table and the auth gate; the router fetches a route's chunks (its frame and its page in
// parallel) before it shows the route, keeping the previous screen up meanwhile.
type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});
const layout = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] }),
});

const dashboard = page(() => import('../pages/Dashboard.page'));
const myFiles = page(() => import('../pages/MyFiles.page'));
const sharedWithMe = page(() => import('../pages/SharedWithMe.page'));
const upload = page(() => import('../pages/Upload.page'));
const trash = page(() => import('../pages/Trash.page'));
const shareAccess = page(() => import('../pages/ShareAccess.page'));
const accessTokens = page(() => import('../pages/AccessTokens.page'));
const accountSettings = page(() => import('../pages/AccountSettings.page'));
const sessions = page(() => import('../pages/Sessions.page'));
const fileRequests = page(() => import('../pages/FileRequests.page'));
const drop = page(() => import('../pages/Drop.page'));

/** Every screen's route; the server's list of app routes (libs/shared/contracts app-routes) must agree. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      {
        element: <AuthGate />,
        children: [
          {
            ...layout(() => import('./layout/SignedInLayout'), 'SignedInLayout'),
            children: [
              { index: true, ...dashboard },
              { path: 'dashboard', ...dashboard },
              { path: 'app', ...dashboard },
              // The rest of the address is the folder shown (/dashboard/my-files/Photos/2024).
              { path: 'dashboard/my-files/*', ...myFiles },
              { path: 'app/my-files/*', ...myFiles },
              { path: 'dashboard/shared', ...sharedWithMe },
              { path: 'app/shared', ...sharedWithMe },
              { path: 'dashboard/upload', ...upload },
              { path: 'app/upload', ...upload },
              { path: 'dashboard/trash', ...trash },
              { path: 'app/trash', ...trash },
              // File requests: links that let others send files into one of the user's folders.
              { path: 'dashboard/requests', ...fileRequests },
              { path: 'app/requests', ...fileRequests },
              { path: 'dashboard/requests/:id', ...fileRequests },
              { path: 'app/requests/:id', ...fileRequests },
              // Personal access tokens for the API.
              { path: 'settings/tokens', ...accessTokens },
              // Account self-service: password, e-mail address and sessions.
              { path: 'settings/account', ...accountSettings },
              { path: 'settings/sessions', ...sessions },
            ],
          },
        ],
      },
      { path: 'login', ...page(() => import('../pages/Login.page')) },
      { path: 'signup', ...page(() => import('../pages/Signup.page')) },
      // Reached from e-mails and the login screen, signed in or not.
      { path: 'verify-email', ...page(() => import('../pages/VerifyEmail.page')) },
      { path: 'forgot-password', ...page(() => import('../pages/ForgotPassword.page')) },
      { path: 'reset-password', ...page(() => import('../pages/ResetPassword.page')) },
      {
        ...layout(() => import('./layout/PublicLayout'), 'PublicLayout'),
        children: [
          { path: 'share/:token', ...shareAccess },
          { path: 's/:token', ...shareAccess },
          // A file request's page: visitors send files into the owner's folder.
          { path: 'drop/:token', ...drop },
          // A share link without its token still reaches the page, which says 'Invalid Link'.
          { path: 'share', ...shareAccess },
          { path: 's', ...shareAccess },
          { path: '*', ...page(() => import('../pages/NotFound.page')) },
        ],
      },
    ],
  },
];
