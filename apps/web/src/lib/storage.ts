/** Browser storage that never throws (private mode, disabled storage, quota). */
const safe = <T>(fn: () => T, fallback: T): T => {
  try {
    return fn();
  } catch {
    return fallback;
  }
};

export const readLocal = (key: string): string | null => safe(() => window.localStorage.getItem(key), null);

export const writeLocal = (key: string, value: string | null): void =>
  safe(() => {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  }, undefined);

export const readSession = (key: string): string | null =>
  safe(() => window.sessionStorage.getItem(key), null);

export const writeSession = (key: string, value: string): void =>
  safe(() => window.sessionStorage.setItem(key, value), undefined);

export const localKeys = (): string[] =>
  safe(
    () => Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i) ?? ''),
    [],
  );

export const clearLocal = (): void => safe(() => window.localStorage.clear(), undefined);

export const readJson = <T>(key: string): T | null => {
  const raw = readLocal(key);
  if (raw === null) return null;
  return safe(() => JSON.parse(raw) as T, null);
};
