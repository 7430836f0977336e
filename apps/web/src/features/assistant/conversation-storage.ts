import { readJson, writeLocal } from '../../lib/storage';
import { emptyConversation, type Conversation } from './conversation';

/** Not in lib/storage-keys: that module is in every page's first script, and only the panel needs this key. */
const CONVERSATION_KEY = 'ared/assistant/conversation';

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
  const stored = readJson<unknown>(CONVERSATION_KEY);
  return looksStored(stored) && stored.owner === owner ? stored : emptyConversation(owner);
}

export const CONVERSATION_STORAGE_KEY = CONVERSATION_KEY;

export const saveConversation = (c: Conversation): void => writeLocal(CONVERSATION_KEY, JSON.stringify(c));

/** Who a conversation belongs to: the signed-in user, or the visitor of the sign-in page. */
export const ownerOf = (userId: number | null | undefined): string => (userId ? `user:${userId}` : 'visitor');
