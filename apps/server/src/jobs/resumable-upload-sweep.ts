import { type ResumableUploadsDeps, sweepResumableUploads } from '../modules/uploads';
import { defineJob } from './scheduler';

/**
 * Every hour, deletes the resumable uploads left unfinished for 24 hours (decision 025): a dropped
 * connection that never came back would otherwise keep its bytes on disk or its multipart upload in S3.
 */
export const resumableUploadSweepJob = (deps: ResumableUploadsDeps, everyMs = 60 * 60 * 1000) =>
  defineJob({
    name: 'resumable-upload-sweep',
    intervalMs: everyMs,
    run: async () => {
      await sweepResumableUploads(deps);
    },
  });
