import { api } from '../../../lib/http';

/** GET food-drink-menu/{id}/download/ with the bearer token; the PDF opens in a new tab. */
export async function openMenu(id: number): Promise<void> {
  // Opened before the call: a tab opened after an await is taken for a pop-up and blocked.
  const tab = window.open('', '_blank');
  let blob: Blob;
  try {
    blob = await api.requestBlob(`food-drink-menu/${id}/download/`);
  } catch (error) {
    tab?.close();
    throw error;
  }
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  if (tab) tab.location.href = url;
  else window.open(url, '_blank');
  // Long enough for the tab to load it; the object URL is freed afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
