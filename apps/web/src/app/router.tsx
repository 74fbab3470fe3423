import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AuthGate, PublicLayout } from '@coffer/web-auth';
import { FullScreenLoader } from '@coffer/web-ui';
import { RootLayout } from './RootLayout';
import { SignedInLayout } from './SignedInLayout';

type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const dashboard = page(() => import('../pages/Dashboard.page'));
const myFiles = page(() => import('../pages/MyFiles.page'));
const sharedWithMe = page(() => import('../pages/SharedWithMe.page'));
const upload = page(() => import('../pages/Upload.page'));
const shareAccess = page(() => import('../pages/ShareAccess.page'));
const accessTokens = page(() => import('../pages/AccessTokens.page'));

/** Spec §2 route table. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      {
        element: (
          <AuthGate>
            <SignedInLayout />
          </AuthGate>
        ),
        children: [
          { index: true, ...dashboard },
          { path: 'dashboard', ...dashboard },
          { path: 'app', ...dashboard },
          { path: 'dashboard/my-files', ...myFiles },
          { path: 'app/my-files', ...myFiles },
          { path: 'dashboard/shared', ...sharedWithMe },
          { path: 'app/shared', ...sharedWithMe },
          { path: 'dashboard/upload', ...upload },
          { path: 'app/upload', ...upload },
          // Issue 7: personal access tokens for the API.
          { path: 'settings/tokens', ...accessTokens },
        ],
      },
      { path: 'login', ...page(() => import('../pages/Login.page')) },
      { path: 'signup', ...page(() => import('../pages/Signup.page')) },
      {
        element: <PublicLayout />,
        children: [
          { path: 'share/:token', ...shareAccess },
          { path: 's/:token', ...shareAccess },
          // A share link without its token still reaches the page, which says 'Invalid Link'.
          { path: 'share', ...shareAccess },
          { path: 's', ...shareAccess },
        ],
      },
      { path: '*', ...page(() => import('../pages/NotFound.page')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
