import { act, renderHook } from '@testing-library/react';
import { RENDER_STEP, RENDER_STEP_WAIT_MS, screenful, useRenderedCount } from './useRenderedCount';

describe(useRenderedCount.name, () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders the first items at once and the rest a step at a time after that', async () => {
    const { result } = renderHook(() => useRenderedCount(200, 24));
    expect(result.current).toBe(24);
    await act(async () => jest.advanceTimersByTime(0));
    expect(result.current).toBe(24 + RENDER_STEP);
    // Each step is asked for once the one before has rendered.
    for (let step = 0; step < 5; step++) await act(async () => jest.advanceTimersByTime(0));
    expect(result.current).toBe(200);
  });

  it('takes each later step when the browser is idle, at most a second later', async () => {
    const idle: Array<() => void> = [];
    const request = jest.fn((task: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(RENDER_STEP_WAIT_MS);
      return idle.push(task);
    });
    Object.assign(window, { requestIdleCallback: request, cancelIdleCallback: jest.fn() });
    try {
      const { result, unmount } = renderHook(() => useRenderedCount(200, 10));
      await act(async () => jest.advanceTimersByTime(100));
      expect(result.current).toBe(10);
      await act(async () => idle.shift()?.());
      expect(result.current).toBe(10 + RENDER_STEP);
      unmount();
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });

  it('grows the first batch when the screen turns out to show more', () => {
    const { result, rerender } = renderHook(({ first }) => useRenderedCount(200, first), {
      initialProps: { first: 6 },
    });
    expect(result.current).toBe(6);
    rerender({ first: 15 });
    expect(result.current).toBe(15);
  });

  it('renders a short list whole, and at once the item to scroll to however far down it is', () => {
    expect(renderHook(() => useRenderedCount(7, 24)).result.current).toBe(7);
    expect(renderHook(() => useRenderedCount(200, 24, 150)).result.current).toBe(151);
  });

  it('counts a screenful as the rows the window holds, and one more', () => {
    // jsdom's window is 768 px high.
    expect(screenful(6, 200)).toBe(6 * 5);
    expect(screenful(1, 40)).toBe(21);
  });
});
