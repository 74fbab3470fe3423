import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { chooseCoding, serveWebApp } from './serve-web-app';

const BR = { name: 'br' };
const GZIP = { name: 'gzip' };

describe(chooseCoding.name, () => {
  it.each([
    ['gzip, deflate, br', [BR, GZIP], BR],
    ['gzip, deflate', [BR, GZIP], GZIP],
    ['br;q=0, gzip', [BR, GZIP], GZIP],
    ['gzip;q=0.5, br;q=0.8', [BR, GZIP], BR],
    ['br;q=0.2, gzip;q=0.9', [BR, GZIP], GZIP],
    ['*', [BR, GZIP], BR],
    ['identity', [BR, GZIP], null],
    ['br', [GZIP], null],
    [undefined, [BR, GZIP], null],
    ['', [BR, GZIP], null],
  ])('Accept-Encoding %p with %p chooses %p', (header, available, expected) => {
    expect(chooseCoding(header, available)).toBe(expected);
  });
});

describe(serveWebApp.name, () => {
  @Module({})
  class EmptyModule {}

  let app: NestExpressApplication;
  let url: string;
  // Under a dot-directory on purpose: WEB_DIR may live in one (e.g. ~/.local/share/coffer/web).
  const webDir = join(mkdtempSync(join(tmpdir(), 'coffer-web-')), '.hidden', 'web');
  const script = `console.log(${JSON.stringify('coffer '.repeat(400))});\n`;

  beforeAll(async () => {
    mkdirSync(join(webDir, 'assets'), { recursive: true });
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Coffer</title><div id="root"></div>');
    writeFileSync(join(webDir, 'assets/app-1a2b.js'), script);
    writeFileSync(join(webDir, 'assets/app-1a2b.js.br'), brotliCompressSync(script));
    writeFileSync(join(webDir, 'assets/app-1a2b.js.gz'), gzipSync(script));
    // The build's own metadata, with twins like any large JSON file of the build.
    mkdirSync(join(webDir, '.vite'));
    writeFileSync(join(webDir, '.vite/manifest.json'), script);
    writeFileSync(join(webDir, '.vite/manifest.json.br'), brotliCompressSync(script));
    app = await NestFactory.create<NestExpressApplication>(EmptyModule, { logger: false });
    serveWebApp(app, webDir);
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
  });
  afterAll(() => app.close());

  it('answers the app routes with index.html and 200, anything else with index.html and 404', async () => {
    for (const path of ['/', '/login', '/share/abc', '/dashboard/my-files/a/b']) {
      const response = await fetch(`${url}${path}`);
      expect([path, response.status]).toEqual([path, 200]);
      expect(await response.text()).toContain('<div id="root">');
    }
    for (const path of ['/nope', '/share/a/b', '/assets/missing.js', '/.vite/manifest.json']) {
      const response = await fetch(`${url}${path}`);
      expect([path, response.status]).toEqual([path, 404]);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', null],
  ])(
    'sends a precompressed asset to Accept-Encoding %p as %p, typed and cached like the original',
    async (accept, coding) => {
      const response = await rawGet(`${url}/assets/app-1a2b.js`, accept);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(coding ?? undefined);
      expect(response.headers['vary']).toBe('Accept-Encoding');
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const body =
        coding === 'br'
          ? brotliDecompressSync(response.body)
          : coding === 'gzip'
            ? gunzipSync(response.body)
            : response.body;
      expect(body.toString()).toBe(script);
    },
  );
});

/** A GET with exactly this Accept-Encoding, its body as sent (fetch would decode it). */
function rawGet(
  url: string,
  acceptEncoding: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}
