import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useFolderRoute, type FolderRoute } from './useFolderRoute';

function routeAt(entry: string) {
  const seen: { route?: FolderRoute } = {};
  function Probe() {
    seen.route = useFolderRoute();
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return { router, current: () => seen.route! };
}

const address = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe(useFolderRoute.name, () => {
  it('reads the folder from the My Files path and the selected file from the query', () => {
    const { current } = routeAt('/app/my-files/Photos/2024%20Trip?file=f1');
    expect(current()).toMatchObject({ path: '/Photos/2024 Trip/', invalid: false, selectedFileId: 'f1' });
    expect(current().folderHref('/Photos/')).toBe('/app/my-files/Photos');
  });

  it('opens folders as new history entries and writes the selected file in place', async () => {
    const { router, current } = routeAt('/dashboard/my-files');
    await act(async () => current().openFolder('/A b/'));
    expect(address(router)).toBe('/dashboard/my-files/A%20b');
    expect(router.state.historyAction).toBe('PUSH');
    await act(async () => current().setSelectedFileId('f2'));
    expect(address(router)).toBe('/dashboard/my-files/A%20b?file=f2');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(async () => current().setSelectedFileId(null));
    expect(address(router)).toBe('/dashboard/my-files/A%20b');
    await act(async () => router.navigate(-1));
    expect(current().path).toBe('/');
  });

  it('keeps the folder of another page (the Dashboard) in ?folder=', async () => {
    const { router, current } = routeAt('/dashboard?folder=%2FProjects%2F');
    expect(current().path).toBe('/Projects/');
    await act(async () => current().openFolder('/Projects/Q1/'));
    expect(address(router)).toBe('/dashboard?folder=%2FProjects%2FQ1%2F');
    expect(current().folderHref('/')).toBe('/dashboard');
  });

  it('marks an address that cannot name a folder', () => {
    expect(routeAt('/dashboard/my-files/%E0%A4%A').current()).toMatchObject({ invalid: true, path: '/' });
  });
});
