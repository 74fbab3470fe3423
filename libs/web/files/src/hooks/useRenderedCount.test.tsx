import { act, renderHook } from '@testing-library/react';
import { RENDER_STEP, screenful, useRenderedCount } from './useRenderedCount';

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
