import { nudgeCollector, releaseBuffer } from './release-buffer';

describe(releaseBuffer.name, () => {
  it('detaches the buffer, so its memory can go at once; releasing it again does nothing', () => {
    const bytes = new Uint8Array(65_536).fill(7);
    releaseBuffer(bytes.buffer);
    expect(bytes.buffer.byteLength).toBe(0);
    expect(bytes.length).toBe(0);
    expect(() => releaseBuffer(bytes.buffer)).not.toThrow();
  });

  it('leaves shared memory alone (it cannot be transferred)', () => {
    const shared = new SharedArrayBuffer(16);
    releaseBuffer(shared);
    expect(shared.byteLength).toBe(16);
  });
});

describe(nudgeCollector.name, () => {
  it('goes on without a nudge when the buffer is refused', () => {
    expect(() => nudgeCollector(64 * 1024 * 1024)).not.toThrow();
    expect(() => nudgeCollector(2 ** 53)).not.toThrow();
  });
});
