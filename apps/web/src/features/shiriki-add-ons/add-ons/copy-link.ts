import { notify } from '../../../lib/notify';
import { ADD_ON_TEXTS as T, LINK_COPIED_TOAST_MS } from './add-on-texts';

/** Copy Link: the access link to the clipboard, 'Link copied to clipboard!' for 3 s (part 2 §8, §9). */
export async function copyLink(link: string): Promise<void> {
  try {
    // navigator.clipboard is missing outside a secure context (plain http on a LAN address).
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(link);
    notify.success(T.linkCopied, { autoClose: LINK_COPIED_TOAST_MS });
  } catch {
    notify.error(T.copyFailed);
  }
}
