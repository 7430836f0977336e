import { defineJob } from '../../jobs/scheduler';
import { type ResumableUploads, sweepExpiredUploads } from './resumable-store';

/**
 * Every hour, deletes the resumable uploads left unfinished for 24 hours (decision 025): a dropped
 * connection that never came back would otherwise keep its bytes on disk or its multipart upload in S3.
 */
export const resumableUploadSweepJob = (uploads: ResumableUploads, everyMs = 60 * 60 * 1000) =>
  defineJob({
    name: 'resumable-upload-sweep',
    intervalMs: everyMs,
    run: async () => {
      await sweepExpiredUploads(uploads, new Date());
    },
  });
