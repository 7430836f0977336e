export const QUEUE_KEY = ['queue-system'] as const;
export const queueKeys = { realm: (realmId: number) => [...QUEUE_KEY, 'realm', realmId] as const };
