import { z } from 'zod/mini';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';

/** What every export route answers, for its OpenAPI entry: CSV, or the usual errors before the file starts. */
export const csvExportResponse = {
  produces: ['text/csv'],
  response: {
    200: z.string().check(z.describe('text/csv')),
    400: ZBadRequestSchema,
    401: ZDetailSchema,
    403: ZDetailSchema,
    404: ZDetailSchema,
  },
};
