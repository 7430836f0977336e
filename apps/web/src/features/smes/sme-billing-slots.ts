import type { ComponentType } from 'react';
import type { SmeBillingTab } from './sme-rules';

/**
 * The SME screens show billing (the billing tabs of /smes, the per-SME billing popup) but billing is its
 * own feature: app/ passes its components in, so neither feature imports the other.
 */
export type SmeBillingModalProps = { sme: { id: number; name: string } | null; onClose: () => void };
export type SmeBillingModalSlot = ComponentType<SmeBillingModalProps>;
export type SmeBillingTabSlot = ComponentType<{ tab: SmeBillingTab }>;
