// `npm run bench:files`: offline files against the built server on PGlite (issue 11 §5).
// Budgets: a 1 GB upload through POST /v1/files/ grows the server's memory by < 100 MB and runs at
// ≥ 200 MB/s on loopback; a range download of it at ≥ 500 MB/s; the file list p95 ≤ 30 ms with 100,000
// files. Sizes for a quick smoke: BENCH_UPLOAD_BYTES, BENCH_MEDIA_FILES, BENCH_SECONDS, BENCH_RUNS (transfers).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedBenchAdmin } from './bench-data';
import { signIn, spawnBuiltServer, waitFor } from './bench-server';
import { seedBenchMediaFiles } from './files/seed';
import { postMultipartVideo, rangeDownload, rssOf, watchRss } from './files/transfer';
import { type LoadResult, load } from './http-load';
import { machineLine } from './machine';
import { writeSection } from './results-file';
import { median, medianNote } from './runs';

const UPLOAD_BYTES = Number(process.env.BENCH_UPLOAD_BYTES ?? 1024 ** 3);
const MEDIA_FILES = Number(process.env.BENCH_MEDIA_FILES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET = { rssGrowthMb: 100, uploadMbps: 200, downloadMbps: 500, listP95: 30 };
const MB = 1024 * 1024;

const verdict = (ok: boolean) => (ok ? 'within budget' : '**over budget**');
const mbps = (bytes: number, seconds: number) => bytes / MB / seconds;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ared-bench-files-'));
  const database = await openDatabase({ dataDir: join(dataDir, 'db') });
  const seeded = Date.now();
  const partnerId = await seedBenchAdmin(database.db);
  const { realmId, categoryId } = await seedBenchMediaFiles(database.db, partnerId, MEDIA_FILES);
  await database.db.execute(sql`vacuum analyze`);
  await database.close();
  console.log(
    `seeded ${MEDIA_FILES.toLocaleString('en')} media files in ${Math.round((Date.now() - seeded) / 1000)} s`,
  );

  const { server, base, stop } = spawnBuiltServer({
    port: 18700,
    dataDir,
    // The bench's upload must fit the video limit, whatever size it is run with.
    env: { MEDIA_MAX_VIDEO_BYTES: String(Math.max(2 * 1024 ** 3, UPLOAD_BYTES + MB)) },
  });
  try {
    await waitFor(`${base}/api/health`, server);
    const token = await signIn(base, join(dataDir, 'mail'));
    const auth = { authorization: `Bearer ${token}` };

    // Transfers on this shared machine vary by a third from one to the next: each is done RUNS times and
    // judged on its median, with the range shown.
    const before = rssOf(server.pid!);
    const watch = watchRss(server.pid!);
    const uploads: number[] = [];
    const downloads: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const upload = await postMultipartVideo(
        `${base}/v1/files/`,
        token,
        {
          realm: String(realmId),
          category: String(categoryId),
          file_type: 'Video',
          status: 'Enabled',
          description: 'Bench upload',
          original_file_name: `bench-upload-${run}.mp4`,
          original_thumbnail_name: `thumb-${run}.png`,
        },
        UPLOAD_BYTES,
      );
      if (upload.status !== 201)
        throw new Error(`POST /v1/files/: ${upload.status} ${upload.body.slice(0, 300)}`);
      uploads.push(mbps(UPLOAD_BYTES, upload.seconds));
      const { id } = JSON.parse(upload.body) as { id: number };
      const download = await rangeDownload(`${base}/v1/files/${id}/download/`, token, 'bytes=0-');
      if (download.status !== 206 || download.bytes !== UPLOAD_BYTES)
        throw new Error(`range download: ${download.status}, ${download.bytes} bytes`);
      downloads.push(mbps(download.bytes, download.seconds));
      console.log(
        `run ${run}: upload ${uploads.at(-1)!.toFixed(0)} MB/s, range download ${downloads.at(-1)!.toFixed(0)} MB/s`,
      );
    }
    const growth = (watch.stop() - before) / MB;
    console.log(`RSS +${growth.toFixed(1)} MB`);

    const pages = Math.max(1, Math.floor(MEDIA_FILES / 10));
    const list: LoadResult = await load({
      url: base,
      connections: 2,
      duration: SECONDS,
      requests: [
        {
          method: 'GET',
          headers: auth,
          setupRequest: (req) => ({
            ...req,
            path: `/v1/files/?realm__partner=${partnerId}&page=${1 + Math.floor(Math.random() * Math.min(pages, 100))}&page_size=10`,
          }),
        },
      ],
    });
    if (list.non2xx > 0 || list.errors > 0)
      throw new Error(`file list: ${list.non2xx} non-2xx, ${list.errors} errors`);
    console.log(`file list: p95 ${ms(list.p95)}`);

    const uploadMbps = median(uploads);
    const downloadMbps = median(downloads);
    const spread = (values: number[]) => medianNote(values, 0);
    const size = `${(UPLOAD_BYTES / 1024 ** 3).toFixed(2)} GiB`;
    writeSection(
      'Files: upload, range download and list',
      `Machine: ${machineLine()}. Built server on PGlite, local file store (DATA_DIR/uploads), loopback; client
and server share the machine. ${MEDIA_FILES.toLocaleString('en')} media_files rows for the list (autocannon, 2 connections, ${SECONDS} s).

| measure | result | budget | verdict |
|---|---|---|---|
| POST /v1/files/ of a ${size} video, multipart, streamed | ${uploadMbps.toFixed(0)} MB/s (${spread(uploads)}) | ≥ ${BUDGET.uploadMbps} MB/s | ${verdict(uploadMbps >= BUDGET.uploadMbps)} |
| server RSS growth over those uploads and downloads | ${growth.toFixed(1)} MB | < ${BUDGET.rssGrowthMb} MB | ${verdict(growth < BUDGET.rssGrowthMb)} |
| GET /v1/files/{id}/download/ with Range: bytes=0- | ${downloadMbps.toFixed(0)} MB/s (${spread(downloads)}) | ≥ ${BUDGET.downloadMbps} MB/s | ${verdict(downloadMbps >= BUDGET.downloadMbps)} |
| GET /v1/files/?realm__partner= page of 10 | p95 ${ms(list.p95)}, p99 ${ms(list.p99)}, ${list.perSecond}/s | p95 ≤ ${BUDGET.listP95} ms | ${verdict(list.p95 <= BUDGET.listP95)} |`,
    );
  } finally {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
