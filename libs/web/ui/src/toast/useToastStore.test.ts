import { TOAST_AUTO_CLOSE_MS, TOAST_REMOVE_DELAY_MS, toast, useToastStore } from './useToastStore';

describe('toasts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useToastStore.getState().remove();
  });
  afterEach(() => jest.useRealTimers());

  const titles = () => useToastStore.getState().toasts.map((t) => t.title);

  it('keeps at most 3, newest first', () => {
    for (const title of ['one', 'two', 'three', 'four']) toast({ title });
    expect(titles()).toEqual(['four', 'three', 'two']);
  });

  it('defaults to the default variant and keeps destructive and the action', () => {
    const onClick = jest.fn();
    toast({ title: 'a' });
    toast({ title: 'b', variant: 'destructive', action: { label: 'Retry', onClick } });
    const [b, a] = useToastStore.getState().toasts;
    expect(a).toMatchObject({ variant: 'default', open: true });
    expect(b).toMatchObject({ variant: 'destructive', action: { label: 'Retry' } });
  });

  it('closes by itself after 5 seconds and is removed 5000 ms after that', () => {
    toast({ title: 'saved' });
    jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1);
    expect(useToastStore.getState().toasts[0]?.open).toBe(true);
    jest.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(titles()).toEqual(['saved']);
    jest.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it('removes a dismissed toast 5000 ms after the dismissal', () => {
    const { dismiss } = toast({ title: 'bye' });
    jest.advanceTimersByTime(1000);
    dismiss();
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(titles()).toEqual(['bye']);
    jest.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it('stays open while held and restarts its 5 seconds when released', () => {
    const { id } = toast({ title: 'read me' });
    useToastStore.getState().hold(id);
    jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 3);
    expect(useToastStore.getState().toasts[0]?.open).toBe(true);
    useToastStore.getState().release(id);
    jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS);
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
  });

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'a' });
    toast({ title: 'b' });
    useToastStore.getState().dismiss();
    expect(useToastStore.getState().toasts.every((t) => !t.open)).toBe(true);
  });
});
