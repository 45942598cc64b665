import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../shared/api';
import { createMember, createTestApp, type TestApp, type TestMember } from '../../test/support/api-harness';
import { COMPRESSION_THRESHOLD_BYTES } from './http/compression';

let t: TestApp;
let admin: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true });
  for (let i = 0; i < 3; i++) await createMember(t);
});
afterAll(async () => t.close());

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe('compression on the fly', () => {
  it.each(['br', 'gzip'] as const)('sends JSON above the threshold as %s, which decodes to the same document', async (encoding) => {
    const plain = await t.app.inject({ method: 'GET', url: API.openapi });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const packed = await t.app.inject({ method: 'GET', url: API.openapi, headers: { 'accept-encoding': encoding } });
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decode[encoding](packed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('prefers brotli when the browser accepts both', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.openapi, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('leaves small answers as they are', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.stats, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ phase: 1 });
  });

  it('streams the CSV export compressed, and it decodes to the same file', async () => {
    const url = API.adminSubscribersCsv;
    const plain = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    expect(plain.statusCode).toBe(200);
    expect(plain.body.split('\r\n').length).toBeGreaterThan(4);
    for (const encoding of ['br', 'gzip'] as const) {
      const packed = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie, 'accept-encoding': encoding } });
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(decode[encoding](packed.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });

  it('never compresses the live-counter stream: its first event arrives uncompressed at once', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { headers, first } = await new Promise<{ headers: Record<string, unknown>; first: string }>((resolve, reject) => {
      const request = get({ host: '127.0.0.1', port, path: API.statsStream, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
          if (text.includes('event: stats')) {
            resolve({ headers: res.headers, first: text });
            request.destroy();
          }
        });
      });
      request.on('error', reject);
    });
    expect(headers['content-type']).toContain('text/event-stream');
    expect(headers['content-encoding']).toBeUndefined();
    expect(first).toContain('"phase":1');
  });
});
