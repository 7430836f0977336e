import type { Db } from '../db/client';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const DAY = 24 * 3600 * 1000;
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
export const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
