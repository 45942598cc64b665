import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the three object calls the app makes on an S3-compatible store, answered as S3
 * answers them: path-style addresses (`/bucket/key`), a SigV4 Authorization header naming the access
 * key, PUT Object storing the body (200 with an ETag), GET Object answering it (or 404 with a
 * `NoSuchKey` XML error), DELETE Object answering 204 whether or not the key existed. The AWS SDK's
 * real client runs unchanged against it. A test reads `objects` to see exactly what reached the store.
 */

export const FAKE_S3_BUCKET = 'evidence-test';
export const FAKE_S3_ACCESS_KEY_ID = 'FAKEACCESSKEY0000001';
export const FAKE_S3_SECRET_ACCESS_KEY = 'fake-secret-access-key-0000000000000000';
export const FAKE_S3_REGION = 'us-east-1';

function xmlError(res: ServerResponse, status: number, code: string, message: string, resource: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Resource>${resource}</Resource><RequestId>fake</RequestId></Error>`);
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3(bucket = FAKE_S3_BUCKET, accessKeyId = FAKE_S3_ACCESS_KEY_ID) {
  /** Object bodies by key, as the store holds them. */
  const objects = new Map<string, Buffer>();
  const requests: { method: string; key: string }[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake-s3');
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const resource = url.pathname;
    const authorization = req.headers.authorization ?? '';
    if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) return xmlError(res, 403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', resource);
    if (bucketName !== bucket) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', resource);
    if (!key) return xmlError(res, 400, 'InvalidRequest', 'An object key is required.', resource);
    requests.push({ method: req.method ?? '', key });
    if (req.method === 'PUT') {
      const body = await bodyOf(req);
      objects.set(key, body);
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return res.end();
    }
    if (req.method === 'GET') {
      const body = objects.get(key);
      if (!body) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.', resource);
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length, etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return res.end(body);
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.', resource);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => xmlError(res, 500, 'InternalError', String(err), req.url ?? '/'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    /** The settings that point the app at this fake. */
    env(): Record<string, string> {
      return { S3_BUCKET: bucket, S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_REGION: FAKE_S3_REGION, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: FAKE_S3_SECRET_ACCESS_KEY };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
}

export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;
