import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render } from '../testing/render';
import { cssVariablesResolver, theme } from '../theme/theme';
import { TOAST_SWIPE_THRESHOLD_PX, toast, useToastStore } from '../toast/useToastStore';
import { PageHeader } from './PageHeader/PageHeader';
import { StorageBar } from './StorageBar/StorageBar';
import { Toaster } from './Toaster/Toaster';

const GB = 1024 ** 3;

describe(StorageBar.name, () => {
  it('shows a footer under the bar', () => {
    render(<StorageBar used={GB} footer={<span>Trash: 1.0 MB</span>} />);
    expect(screen.getByText('Trash: 1.0 MB')).toBeInTheDocument();
  });

  it('shows used of total, percent used and free space', () => {
    render(<StorageBar used={1.5 * GB} />);
    expect(screen.getByText('1.50 GB of 15 GB used')).toBeInTheDocument();
    expect(screen.getByText('10.0% used · 13.50 GB free')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Storage used' })).toHaveAttribute('aria-valuenow', '10');
  });

  it.each([
    [74, 'green'],
    [75, 'yellow'],
    [90, 'red'],
  ])('colours %p percent %p', (percent, color) => {
    render(<StorageBar used={percent} total={100} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-color', color);
  });

  it('is blue at the bottom of the file pages whatever the usage', () => {
    render(<StorageBar used={95} total={100} variant="bottom" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-color', 'blue');
  });
});

describe(PageHeader.name, () => {
  it('shows the title, and the description and action when given', () => {
    const { rerender } = render(<PageHeader title="My Files" />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Files' })).toBeInTheDocument();
    rerender(
      <PageHeader title="My Files" description="Browse and manage all your files." action={<button>Act</button>} />,
    );
    expect(screen.getByText('Browse and manage all your files.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Act' })).toBeInTheDocument();
  });
});

describe(Toaster.name, () => {
  beforeEach(() => useToastStore.getState().remove());

  it('shows open toasts newest first, with their action, and closes them', async () => {
    const onRetry = jest.fn();
    const { user } = render(<Toaster />);
    act(() => {
      toast({ title: 'Upload Successful!', description: '2 files uploaded' });
      toast({ title: 'Move failed', variant: 'destructive', action: { label: 'Retry', onClick: onRetry } });
    });

    const items = [...screen.getByRole('region', { name: 'Notifications' }).querySelectorAll('li')];
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Move failed'),
      expect.stringContaining('Upload Successful!'),
    ]);
    expect(within(items[0]!).getByRole('alert')).toHaveTextContent('Move failed');
    expect(within(items[1]!).getByRole('status')).toHaveTextContent('Upload Successful!');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Move failed')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Upload Successful!')).not.toBeInTheDocument();
  });

  it('dismisses a toast swiped sideways by at least 50 pixels', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'short swipe' });
    });
    const item = screen.getByRole('status');
    // jsdom has no PointerEvent; a MouseEvent of the same type carries clientX to React.
    const swipe = (distance: number) => {
      fireEvent(item, new MouseEvent('pointerdown', { bubbles: true, clientX: 100 }));
      fireEvent(item, new MouseEvent('pointerup', { bubbles: true, clientX: 100 + distance }));
    };
    swipe(TOAST_SWIPE_THRESHOLD_PX - 1);
    expect(screen.getByText('short swipe')).toBeInTheDocument();
    swipe(-TOAST_SWIPE_THRESHOLD_PX);
    expect(screen.queryByText('short swipe')).not.toBeInTheDocument();
  });
});

describe('theme colours', () => {
  const ratio = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  const resolved = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme)) as { light: Record<string, string> };

  it('puts white text on the primary button at 4.5:1 or more', () => {
    const shade = typeof theme.primaryShade === 'object' ? theme.primaryShade.light! : 6;
    expect(ratio('#ffffff', DEFAULT_THEME.colors.blue[shade])).toBeGreaterThanOrEqual(4.5);
  });

  it('gives secondary text, errors and light-variant text at least 4.5:1 on white', () => {
    for (const name of [
      '--mantine-color-dimmed',
      '--mantine-color-error',
      '--mantine-color-yellow-light-color',
      '--mantine-color-orange-light-color',
      '--mantine-color-blue-light-color',
    ]) {
      expect(ratio(resolved.light[name]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("gives every light variant's text at least 4.5:1 on its own tinted background (shade 1)", () => {
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      expect(ratio(resolved.light[`--mantine-color-${name}-light-color`]!, shades[1])).toBeGreaterThanOrEqual(4.5);
    }
  });
});
