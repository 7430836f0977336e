import { createStore } from './create-store';
import { STORAGE_KEYS } from './storage-keys';
import { readLocal, writeLocal } from './storage';

export type ActiveTab = { tab: string; id: number };

export const DEFAULT_ACTIVE_TAB: ActiveTab = { tab: 'Dashboard', id: 0 };

const load = (): ActiveTab => {
  const tab = readLocal(STORAGE_KEYS.activeTab);
  const id = Number(readLocal(STORAGE_KEYS.activeId));
  return tab && Number.isInteger(id) ? { tab, id } : DEFAULT_ACTIVE_TAB;
};

/** The active sidebar tab and its menu id, kept in local storage and restored on load (spec part 1 §2). */
export const activeTabStore = createStore<ActiveTab>(load());

export const setActiveTab = (next: ActiveTab) => {
  writeLocal(STORAGE_KEYS.activeTab, next.tab);
  writeLocal(STORAGE_KEYS.activeId, String(next.id));
  const prev = activeTabStore.get();
  if (prev.tab !== next.tab || prev.id !== next.id) activeTabStore.set(next);
};

export const reloadActiveTab = () => activeTabStore.set(load());
