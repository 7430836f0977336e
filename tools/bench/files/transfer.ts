import { request } from 'node:http';
import { readFileSync } from 'node:fs';

/** The resident memory (VmRSS) of a process, in bytes, read from /proc. */
export function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) * 1024;
}

/** Samples a process's RSS every 50 ms until stopped; gives the highest seen. */
export function watchRss(pid: number): { stop: () => number } {
  let peak = rssOf(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, rssOf(pid));
    },
  };
}

/** The first bytes of an MP4 (an `ftyp` box), so the server's content check sees a video. */
const MP4_HEAD = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42', 'latin1'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mp42isom', 'latin1'),
]);

/** A 1×1 PNG (the video's required thumbnail). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * POSTs a multipart body to `url` as a browser's FormData does: the text fields, then a `file` part of
 * `bytes` bytes of video (generated on the fly in 1 MB chunks, never held whole), then the thumbnail.
 * Resolves with the status, the response body and the seconds from the first byte sent to the response.
 */
export function postMultipartVideo(
  url: string,
  token: string,
  fields: Record<string, string>,
  bytes: number,
): Promise<{ status: number; body: string; seconds: number }> {
  const boundary = '----ared-bench-boundary';
  const textParts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileHead = Buffer.from(
    `${textParts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.concat([
    Buffer.from(
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="thumbnail"; filename="thumb.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG_1X1,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(fileHead.length + bytes + tail.length),
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body,
          seconds: Number(process.hrtime.bigint() - started) / 1e9,
        }),
      );
    });
    const chunk = Buffer.alloc(1024 * 1024, 0x2a);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        const head = sent === 0 ? MP4_HEAD : null;
        const size = Math.min(chunk.length, bytes - sent);
        const piece = head
          ? Buffer.concat([head, chunk.subarray(head.length, size)])
          : chunk.subarray(0, size);
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    req.write(fileHead, pump);
  });
}

/** GETs `url` with a Range header and discards the body; the status, bytes read and seconds. */
export function rangeDownload(
  url: string,
  token: string,
  range: string,
): Promise<{ status: number; bytes: number; seconds: number }> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { authorization: `Bearer ${token}`, range } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          bytes,
          seconds: Number(process.hrtime.bigint() - started) / 1e9,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
