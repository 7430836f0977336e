import { z } from 'zod';
import { ZIdParamSchema, ZPageQuerySchema, paginated, whenMissing } from './common';

/** Support tickets (/support-tickets; part 2 §2, §3, §4, §5, §7, §8). */

export const TICKET_DEPARTMENTS = ['Router', 'Other'] as const;
export const TICKET_PRIORITIES = ['Low', 'Medium', 'High'] as const;

export const TICKET_TEXTS = {
  submitted: "Ticket submitted, we'll get back to you as soon as possible.",
  empty: 'No Record found',
  routerDepartment: 'ROUTER DEPARTMENT',
  others: 'OTHERS',
} as const;

export const ZTicketSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  department: z.enum(TICKET_DEPARTMENTS),
  priority: z.enum(TICKET_PRIORITIES),
  message: z.string(),
  is_open: z.boolean(),
  created: z.string(),
});
export type TTicket = z.infer<typeof ZTicketSchema>;
export const ZTicketPageSchema = paginated(ZTicketSchema);
export const ZTicketListQuerySchema = z.object({
  user__sme: ZIdParamSchema.optional(),
  department: z.enum(TICKET_DEPARTMENTS).optional(),
  ...ZPageQuerySchema.shape,
});
export const ZTicketCreateRequestSchema = z.object({
  subject: z.string(whenMissing('Subject is required')).trim().min(1, 'Subject is required').max(200),
  department: z.enum(TICKET_DEPARTMENTS, 'Department is required'),
  priority: z.enum(TICKET_PRIORITIES, 'Priority is required'),
  message: z.string().trim().max(5000).default(''),
});

/** GET tickets/export/: the list's filters, every row (decision 051). */
export const ZTicketExportQuerySchema = ZTicketListQuerySchema.omit({ page: true, page_size: true });
