import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../src/lib/s3-file-store';

export type TestS3Server = {
  config: S3Config;
  /** Requests the server has received and not yet answered. */
  inFlight: () => number;
  close: () => Promise<void>;
};

type KoaContext = {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  body: unknown;
  type: string;
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A real S3-compatible server (s3rver, on its own folder) on a random loopback port, with one bucket. s3rver
 * keeps multipart uploads as folders of parts but does not implement three of their calls, which the stores
 * rely on (an upload past its limit is aborted; tus resumes from the parts listed): AbortMultipartUpload,
 * ListParts and ListMultipartUploads are added here over that same folder layout.
 */
export async function startS3Server(
  bucket = 'ared-test',
  /** Each part upload is held this long before it is stored: a part still in flight when a test acts. */
  partDelayMs = 0,
): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'ared-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const uploadsOf = (name: string) => join(directory, name, '._S3rver_uploads');
  let inFlight = 0;
  const counted = async (_ctx: KoaContext, next: () => Promise<void>) => {
    inFlight += 1;
    try {
      await next();
    } finally {
      inFlight -= 1;
    }
  };
  const multipartCalls = async (ctx: KoaContext, next: () => Promise<void>) => {
    const [, name = '', ...keyParts] = ctx.path.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const uploadId = ctx.query.uploadId;
    if (ctx.method === 'PUT' && uploadId && key && partDelayMs > 0)
      await new Promise((resolve) => setTimeout(resolve, partDelayMs));
    if (ctx.method === 'DELETE' && uploadId && key) {
      await rm(join(uploadsOf(name), uploadId.replace(/[^a-f0-9]/g, '')), { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    if (ctx.method === 'GET' && uploadId && key) {
      const folder = join(uploadsOf(name), uploadId.replace(/[^a-f0-9]/g, ''));
      const entries = await readdir(folder).catch(() => null);
      if (!entries) {
        ctx.status = 404;
        ctx.type = 'application/xml';
        ctx.body = '<Error><Code>NoSuchUpload</Code><Message>No such upload.</Message></Error>';
        return;
      }
      const parts = await Promise.all(
        entries
          .filter((entry) => /^\d+$/.test(entry))
          .sort((a, b) => Number(a) - Number(b))
          .map(async (entry) => {
            const [info, md5] = await Promise.all([
              stat(join(folder, entry)),
              readFile(join(folder, `${entry}.md5`), 'utf8').catch(() => ''),
            ]);
            return `<Part><PartNumber>${entry}</PartNumber><ETag>&quot;${md5}&quot;</ETag><Size>${info.size}</Size></Part>`;
          }),
      );
      ctx.type = 'application/xml';
      ctx.body =
        `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${escapeXml(name)}</Bucket>` +
        `<Key>${escapeXml(key)}</Key><UploadId>${escapeXml(uploadId)}</UploadId>` +
        `<IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
      return;
    }
    if (ctx.method === 'GET' && 'uploads' in ctx.query && !key) {
      const ids = await readdir(uploadsOf(name)).catch(() => [] as string[]);
      const uploads = await Promise.all(
        ids.map(async (id) => {
          const uploadKey = await readFile(join(uploadsOf(name), id, 'key'), 'utf8').catch(() => '');
          return `<Upload><Key>${escapeXml(uploadKey)}</Key><UploadId>${id}</UploadId></Upload>`;
        }),
      );
      ctx.type = 'application/xml';
      ctx.body =
        `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult><Bucket>${escapeXml(name)}</Bucket>` +
        `<IsTruncated>false</IsTruncated>${uploads.join('')}</ListMultipartUploadsResult>`;
      return;
    }
    await next();
  };
  // Koa composes its middleware when the server starts: these calls are answered before s3rver's routes.
  (server as unknown as { middleware: unknown[] }).middleware.unshift(counted, multipartCalls);
  const address = (await server.run()) as AddressInfo;
  return {
    config: {
      endpoint: `http://127.0.0.1:${address.port}`,
      bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      region: 'us-east-1',
      forcePathStyle: true,
    },
    inFlight: () => inFlight,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
