import { z } from 'zod/mini';
import { ZSmeCreateRequestSchema } from '@ared/contract/smes';

// Apart from sme-form-rules.ts: the SME details page reads those rules to show its billing settings, and
// zod comes only with the register and edit dialogs that check a whole SME (issue 29 §7).

/** The form's checks: the request schema of the contract; on edit the plan may stay empty. */
export const ZSmeRegisterFormSchema = ZSmeCreateRequestSchema;
export const ZSmeEditFormSchema = z.extend(ZSmeCreateRequestSchema, {
  subscription_plan: z.nullable(ZSmeCreateRequestSchema.shape.subscription_plan),
});
