import { Blob as NodeBlob } from 'node:buffer';
import type * as tus from 'tus-js-client';
import { fakeChunkWorkers } from '../testing/fake-chunk-worker';
import { CHUNK_GONE_MESSAGE, EncryptedChunkHttpStack, REQUEST_STOPPED_MESSAGE, SealedChunk } from './encrypted-chunks';

// jsdom's Blob cannot read its bytes back: Node's.
Object.defineProperty(globalThis, 'Blob', { configurable: true, value: NodeBlob });

/** tus's own stack, recording what goes through it. */
function plainStack() {
  const requests: Array<{ method: string; url: string; headers: Record<string, string>; body: unknown }> = [];
  const stack: tus.HttpStack = {
    getName: () => 'XHRHttpStack',
    createRequest(method, url) {
      const headers: Record<string, string> = {};
      let progress: ((sent: number) => void) | null = null;
      return {
        getMethod: () => method,
        getURL: () => url,
        setHeader: (name, value) => void (headers[name] = value),
        getHeader: (name) => headers[name],
        setProgressHandler: (handler) => void (progress = handler),
        send(body) {
          requests.push({ method, url, headers, body });
          progress?.(7);
          return Promise.resolve({
            getStatus: () => 201,
            getHeader: (name: string) => (name === 'Location' ? '/api/uploads/u' : undefined),
            getBody: () => '',
            getUnderlyingObject: () => null,
          });
        },
        abort: () => Promise.resolve(),
        getUnderlyingObject: () => 'xhr',
      };
    },
  };
  return { stack, requests };
}

const chunkOf = async (workers: ReturnType<typeof fakeChunkWorkers>, text: string) => {
  const chunk = new SealedChunk(text.length, workers.spawn);
  for (const part of [text.slice(0, 4), text.slice(4, 6), text.slice(6)]) {
    const bytes = new Uint8Array(Buffer.from(part));
    await chunk.add([bytes], [bytes.buffer]);
  }
  return chunk;
};

describe(SealedChunk.name, () => {
  it('waits to seal more while the worker has two parts it has not stored, and stops when discarded', async () => {
    const workers = fakeChunkWorkers();
    const chunk = new SealedChunk(3, workers.spawn);
    const part = () => {
      const bytes = new Uint8Array([1]);
      return chunk.add([bytes], [bytes.buffer]);
    };
    let roomAfterSecond = false;
    await part();
    const second = part().then(() => (roomAfterSecond = true));
    await Promise.resolve();
    expect(roomAfterSecond).toBe(false);
    await second;
    expect(roomAfterSecond).toBe(true);

    let gone = false;
    const waiting = part().then(() => (gone = true));
    const stillWaiting = part();
    chunk.discard();
    await waiting;
    expect(gone).toBe(true);
    await stillWaiting;
    await expect(part()).rejects.toThrow(CHUNK_GONE_MESSAGE);
    expect(workers.live()).toBe(0);
  });
});

describe(EncryptedChunkHttpStack.name, () => {
  it('sends a sealed chunk from its worker with the request’s headers, and reads the answer as tus does', async () => {
    const workers = fakeChunkWorkers(() => ({
      status: 204,
      headers: 'Upload-Offset: 11\r\ncoffer-item-id: item-1\r\nTus-Resumable: 1.0.0\r\n',
    }));
    const { stack, requests } = plainStack();
    const request = new EncryptedChunkHttpStack(stack).createRequest('PATCH', '/api/uploads/u');
    request.setHeader('Upload-Offset', '0');
    request.setHeader('Content-Type', 'application/offset+octet-stream');
    const progress: number[] = [];
    request.setProgressHandler((sent) => progress.push(sent));
    const chunk = await chunkOf(workers, 'hello world');
    expect(chunk.size).toBe(11);

    const response = await request.send(chunk);
    expect(requests).toEqual([]);
    const [sent] = workers.sent;
    expect(sent).toMatchObject({
      method: 'PATCH',
      url: '/api/uploads/u',
      headers: { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    });
    expect(Buffer.from(await sent!.body.arrayBuffer()).toString()).toBe('hello world');
    expect(progress).toEqual([11]);
    expect(response.getStatus()).toBe(204);
    expect(response.getHeader('Upload-Offset')).toBe('11');
    expect(response.getHeader('Coffer-Item-Id')).toBe('item-1');
    expect(response.getHeader('Location')).toBeUndefined();
    // Answered: its worker is gone, and it cannot be sent again.
    expect(workers.live()).toBe(0);
    await expect(new EncryptedChunkHttpStack(stack).createRequest('PATCH', '/x').send(chunk)).rejects.toThrow(
      CHUNK_GONE_MESSAGE,
    );
  });

  it('sends every other body through tus’s own stack, with the headers and progress handler', async () => {
    const { stack, requests } = plainStack();
    const request = new EncryptedChunkHttpStack(stack).createRequest('POST', '/api/uploads');
    request.setHeader('Upload-Length', '99');
    const progress: number[] = [];
    request.setProgressHandler((sent) => progress.push(sent));
    const response = await request.send(null);
    expect(requests).toEqual([{ method: 'POST', url: '/api/uploads', headers: { 'Upload-Length': '99' }, body: null }]);
    expect(progress).toEqual([7]);
    expect(response.getHeader('Location')).toBe('/api/uploads/u');
    expect(request.getUnderlyingObject()).toBe('xhr');
  });

  it('fails a request whose network failed, and ends its worker', async () => {
    const workers = fakeChunkWorkers(() => null);
    const request = new EncryptedChunkHttpStack(plainStack().stack).createRequest('PATCH', '/api/uploads/u');
    await expect(request.send(await chunkOf(workers, 'abc'))).rejects.toThrow('The upload request failed.');
    expect(workers.live()).toBe(0);
  });

  it('stops a chunk in flight on abort, and sends nothing after one', async () => {
    const workers = fakeChunkWorkers();
    const stack = new EncryptedChunkHttpStack(plainStack().stack);
    const inFlight = stack.createRequest('PATCH', '/api/uploads/u');
    const sending = inFlight.send(await chunkOf(workers, 'abc'));
    await inFlight.abort();
    await expect(sending).rejects.toThrow(CHUNK_GONE_MESSAGE);
    expect(workers.live()).toBe(0);
    expect(workers.sent).toEqual([]);

    // Aborted while tus was still preparing it: the chunk is given up unsent.
    const early = stack.createRequest('PATCH', '/api/uploads/u');
    await early.abort();
    await expect(early.send(await chunkOf(workers, 'def'))).rejects.toThrow(REQUEST_STOPPED_MESSAGE);
    expect(workers.live()).toBe(0);
    expect(workers.sent).toEqual([]);
  });
});
