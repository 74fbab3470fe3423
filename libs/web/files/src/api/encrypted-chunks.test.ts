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

const chunkOf = (workers: ReturnType<typeof fakeChunkWorkers>, text: string) => {
  const bytes = new Uint8Array(Buffer.from(text));
  return new SealedChunk(bytes.length, [bytes], [bytes.buffer], workers.spawn);
};

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
    const chunk = chunkOf(workers, 'hello world');
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
    await expect(request.send(chunkOf(workers, 'abc'))).rejects.toThrow('The upload request failed.');
    expect(workers.live()).toBe(0);
  });

  it('stops a chunk in flight on abort, and sends nothing after one', async () => {
    const workers = fakeChunkWorkers();
    const stack = new EncryptedChunkHttpStack(plainStack().stack);
    const inFlight = stack.createRequest('PATCH', '/api/uploads/u');
    const sending = inFlight.send(chunkOf(workers, 'abc'));
    await inFlight.abort();
    await expect(sending).rejects.toThrow(CHUNK_GONE_MESSAGE);
    expect(workers.live()).toBe(0);
    expect(workers.sent).toEqual([]);

    // Aborted while tus was still preparing it: the chunk is given up unsent.
    const early = stack.createRequest('PATCH', '/api/uploads/u');
    await early.abort();
    await expect(early.send(chunkOf(workers, 'def'))).rejects.toThrow(REQUEST_STOPPED_MESSAGE);
    expect(workers.live()).toBe(0);
    expect(workers.sent).toEqual([]);
  });
});
