import { BATCH_MAX_FILES, RESUMABLE_THRESHOLD_BYTES, isSameFile, planUploads, uploadFingerprint } from './upload-plan';
import { SpeedMeter, formatBytes, formatTimeLeft, percentOf, uploadTotals, type UploadEntry } from './upload-progress';

const fileOf = (name: string, size: number) => ({
  file: { name, size, lastModified: 1, type: 'text/plain' } as File,
  relativePath: name,
});

describe('planUploads', () => {
  it('sends large files resumably and batches the small ones', () => {
    const big = fileOf('big.pdf', RESUMABLE_THRESHOLD_BYTES);
    const small = [fileOf('a.txt', 10), fileOf('b.txt', RESUMABLE_THRESHOLD_BYTES - 1)];
    const plan = planUploads([small[0]!, big, small[1]!]);
    expect(plan.resumable).toEqual([big]);
    expect(plan.batches).toEqual([small]);
  });

  it('starts a new batch past the file count', () => {
    const many = Array.from({ length: BATCH_MAX_FILES + 1 }, (_, i) => fileOf(`${i}.txt`, 1));
    expect(planUploads(many).batches.map((b) => b.length)).toEqual([BATCH_MAX_FILES, 1]);
  });
});

describe('fingerprints', () => {
  it('tell the same file sent to another folder or path apart', () => {
    const file = { name: 'a.pdf', size: 5, lastModified: 7 };
    expect(uploadFingerprint(file, '/', 'a.pdf')).toBe('coffer:5:7:/:a.pdf');
    expect(uploadFingerprint(file, '/A/', 'a.pdf')).not.toBe(uploadFingerprint(file, '/', 'a.pdf'));
  });

  it('match a picked file by name, size and modification time', () => {
    const record = { name: 'a.pdf', size: 5, lastModified: 7 };
    expect(isSameFile({ name: 'a.pdf', size: 5, lastModified: 7 }, record)).toBe(true);
    expect(isSameFile({ name: 'a.pdf', size: 5, lastModified: 8 }, record)).toBe(false);
    expect(isSameFile({ name: 'a.pdf', size: 6, lastModified: 7 }, record)).toBe(false);
    expect(isSameFile({ name: 'a.pdf', size: 5, lastModified: 8 }, { ...record, lastModified: null })).toBe(true);
  });
});

describe('upload progress', () => {
  const entry = (over: Partial<UploadEntry>): UploadEntry => ({
    id: 'x',
    group: 'dialog',
    name: 'a',
    relativePath: 'a',
    size: 100,
    sent: 0,
    speed: 0,
    status: 'queued',
    method: 'tus',
    ...over,
  });

  it('totals bytes, speed and time left over the files not cancelled', () => {
    const totals = uploadTotals([
      entry({ status: 'uploading', sent: 50, speed: 10 }),
      entry({ status: 'done', sent: 100 }),
      entry({ status: 'cancelled', sent: 10 }),
      entry({ status: 'paused', sent: 20 }),
    ]);
    expect(totals).toMatchObject({
      size: 300,
      sent: 170,
      speed: 10,
      secondsLeft: 13,
      active: 1,
      paused: 1,
      done: 1,
      cancelled: 1,
      settled: false,
    });
  });

  it('is settled once nothing is queued, moving or paused', () => {
    expect(uploadTotals([entry({ status: 'done', sent: 100 }), entry({ status: 'error' })]).settled).toBe(true);
    expect(uploadTotals([entry({ status: 'offline' })]).settled).toBe(false);
  });

  it('formats sizes, percentages and time left', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatBytes(300 * 1024 * 1024)).toBe('300 MB');
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 0)).toBe(100);
    expect(formatTimeLeft(null)).toBe('—');
    expect(formatTimeLeft(42)).toBe('42 s left');
    expect(formatTimeLeft(125)).toBe('2 min 5 s left');
    expect(formatTimeLeft(3700)).toBe('1 h 1 min left');
  });

  it('measures speed over a sliding window', () => {
    const meter = new SpeedMeter(1000);
    expect(meter.sample(0, 0)).toBe(0);
    expect(meter.sample(500, 500)).toBe(1000);
    expect(meter.sample(1000, 1000)).toBe(1000);
    // The early samples leave the window: the recent rate counts.
    expect(meter.sample(1000, 3000)).toBe(0);
  });
});
