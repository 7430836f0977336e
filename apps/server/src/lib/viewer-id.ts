import { textProblem } from '@ared/contract/common';
import { badRequest } from './http-errors';

/** The id a guest's browser keeps (decision 032); bounded so nobody stores an essay in it. */
const VIEWER_ID_MAX = 100;

/** Refuses (400) a viewer id that is empty, too long or not clean text, before anything is stored. */
export function assertViewerId(viewerId: unknown): asserts viewerId is string {
  if (
    typeof viewerId !== 'string' ||
    viewerId.trim() === '' ||
    viewerId.length > VIEWER_ID_MAX ||
    textProblem(viewerId)
  )
    throw badRequest('A valid viewer id is required.');
}
