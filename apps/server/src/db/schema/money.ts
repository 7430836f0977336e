import { numeric } from 'drizzle-orm/pg-core';

/** An amount in RWF with cents, read as a number (every price and balance column). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
