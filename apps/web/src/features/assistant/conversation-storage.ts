import { STORAGE_KEYS } from '../../lib/storage-keys';
import { readJson, writeLocal } from '../../lib/storage';
import { emptyConversation, type Conversation } from './conversation';

/**
 * Local storage, not session storage: the conversation survives a reload and a second tab, and sign-out
 * (which clears local storage) takes it away. The owner check keeps one person's chat from the next one who
 * signs in on the same browser, or from the sign-in page's visitor.
 */
const looksStored = (value: unknown): value is Conversation => {
  if (!value || typeof value !== 'object') return false;
  const c = value as Partial<Conversation>;
  return (
    typeof c.owner === 'string' &&
    Array.isArray(c.messages) &&
    typeof c.nextId === 'number' &&
    (c.session === null || typeof c.session === 'string') &&
    (c.escalation === null || typeof c.escalation === 'object')
  );
};

/** The stored conversation of `owner`, or a new one. */
export function loadConversation(owner: string): Conversation {
  const stored = readJson<unknown>(STORAGE_KEYS.assistantConversation);
  return looksStored(stored) && stored.owner === owner ? stored : emptyConversation(owner);
}

export const saveConversation = (c: Conversation): void =>
  writeLocal(STORAGE_KEYS.assistantConversation, JSON.stringify(c));

/** Who a conversation belongs to: the signed-in user, or the visitor of the sign-in page. */
export const ownerOf = (userId: number | null | undefined): string => (userId ? `user:${userId}` : 'visitor');
