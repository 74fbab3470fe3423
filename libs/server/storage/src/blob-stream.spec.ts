import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { BlobStream, BytesStream, READ_CHUNK_BYTES, sendBytes } from './blob-stream';

/** A writable that keeps copies of what it was given and reports each write done only after `delayMs`. */
function slowSink(delayMs: number, failAfter = Infinity) {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    highWaterMark: 1,
    write(chunk: Buffer, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      if (chunks.length > failAfter) {
        done(new Error('client went away'));
        return;
      }
      setTimeout(() => done(), delayMs);
    },
  });
  return { sink, bytes: () => Buffer.concat(chunks) };
}

describe(BlobStream.name, () => {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-blob-stream-'));
  const path = join(dir, 'blob');
  const content = randomBytes(5 * READ_CHUNK_BYTES + 17);
  writeFileSync(path, content);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const streamOf = async (start = 0, end = content.length) => {
    const handle = await open(path, 'r');
    return { stream: new BlobStream(handle, start, end), handle };
  };

  it('reads a whole file and a range as an ordinary stream', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of (await streamOf()).stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(content)).toBe(true);
    const ranged: Buffer[] = [];
    for await (const chunk of (await streamOf(100, 300_001)).stream) ranged.push(chunk as Buffer);
    expect(Buffer.concat(ranged).equals(content.subarray(100, 300_001))).toBe(true);
  });

  it('sends the exact bytes through its reused buffers, however slowly the destination writes', async () => {
    const { stream, handle } = await streamOf(7, content.length);
    const { sink, bytes } = slowSink(3);
    await sendBytes(stream, sink);
    expect(bytes().equals(content.subarray(7))).toBe(true);
    expect(sink.writableFinished).toBe(true);
    // The handle is closed: reading through it fails.
    await expect(handle.stat()).rejects.toThrow();
  });

  it('stops, closes the file and rejects when the destination fails', async () => {
    const { stream, handle } = await streamOf();
    const { sink } = slowSink(1, 2);
    await expect(stream.sendTo(sink)).rejects.toThrow('client went away');
    await expect(handle.stat()).rejects.toThrow();
  });

  it('stops when the destination is destroyed mid-transfer', async () => {
    const { stream, handle } = await streamOf();
    const { sink } = slowSink(20);
    const sending = stream.sendTo(sink);
    await sleep(30);
    sink.destroy();
    await expect(sending).rejects.toThrow();
    await expect(handle.stat()).rejects.toThrow();
  });

  it('reads its range into a caller’s buffer at an offset, answers 0 at the end, and refuses a short file', async () => {
    const { stream } = await streamOf(10, 1010);
    const into = Buffer.alloc(2000);
    let at = 5;
    for (let n; (n = await stream.readInto(into, at, 300)) > 0;) at += n;
    expect(at).toBe(1005);
    expect(into.subarray(5, 1005).equals(content.subarray(10, 1010))).toBe(true);
    stream.destroy();
    const { stream: short } = await streamOf(content.length - 5, content.length + 10);
    await expect(short.readInto(into, 0, 100)).resolves.toBe(5);
    await expect(short.readInto(into, 0, 100)).rejects.toThrow('The file ended before its recorded size');
    short.destroy();
  });

  it('never passes a short file off as complete: the destination is destroyed', async () => {
    const { stream } = await streamOf(0, content.length + 10);
    const { sink } = slowSink(0);
    await expect(stream.sendTo(sink)).rejects.toThrow('The file ended before its recorded size');
    expect(sink.destroyed).toBe(true);
    expect(sink.writableFinished).toBe(false);
  });
});

describe(BytesStream.name, () => {
  it('is an ordinary stream of its bytes, and is sent in one write', async () => {
    const bytes = randomBytes(4096);
    const read: Buffer[] = [];
    for await (const chunk of new BytesStream(bytes)) read.push(chunk as Buffer);
    expect(Buffer.concat(read).equals(bytes)).toBe(true);
    const { sink, bytes: sent } = slowSink(1);
    const writes = jest.spyOn(sink, 'write');
    await sendBytes(new BytesStream(bytes), sink);
    expect(sent().equals(bytes)).toBe(true);
    expect(sink.writableFinished).toBe(true);
    expect(writes).not.toHaveBeenCalled();
  });

  it('rejects when the destination fails', async () => {
    const { sink } = slowSink(1, 0);
    await expect(sendBytes(new BytesStream(Buffer.from('x')), sink)).rejects.toThrow('client went away');
  });
});
