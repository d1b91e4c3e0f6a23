import { reaction, toJS } from 'mobx';

/** Prefix of every key this app writes to localStorage. spec 000 §3 "Persisted state groups". */
export const STORAGE_PREFIX = 'nhsl:';

/** Where persisted groups are kept (localStorage in the browser; a stub in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

/** A storage that keeps nothing (used when localStorage is unavailable). */
export const nullStorage: KeyValueStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
  length: 0,
  key: () => null,
};

/** The browser's localStorage, or {@link nullStorage} where it cannot be used. */
export function browserStorage(): KeyValueStorage {
  try {
    const s = window.localStorage;
    s.getItem('x');
    return s;
  } catch {
    return nullStorage;
  }
}

/**
 * The browser's sessionStorage (this tab only, gone when the browser closes), or
 * {@link nullStorage} where it cannot be used. For personal details (issue 16).
 */
export function browserSessionStorage(): KeyValueStorage {
  try {
    const s = window.sessionStorage;
    s.getItem('x');
    return s;
  } catch {
    return nullStorage;
  }
}

/**
 * Removes fields from a persisted group as it is stored now (data an older version kept there).
 * @param storage - where the group is kept
 * @param group - the group's name
 * @param fields - the fields to remove
 */
export function dropStoredFields(storage: KeyValueStorage, group: string, fields: readonly string[]): void {
  const key = STORAGE_PREFIX + group;
  try {
    const raw = storage.getItem(key);
    if (!raw) return;
    const saved = JSON.parse(raw) as Record<string, unknown>;
    if (!fields.some((f) => f in saved)) return;
    for (const f of fields) delete saved[f];
    storage.setItem(key, JSON.stringify(saved));
  } catch {
    storage.removeItem(key);
  }
}

/**
 * Keeps the listed fields of `target` in storage under `nhsl:<group>`: loads them now, then
 * saves on every change. Only list fields that may be kept: never a password, a security code or
 * passkey material.
 * @param storage - where to keep them
 * @param group - the persisted group's name (profile, journey, client, …)
 * @param target - the MobX observable store
 * @param fields - the field names to keep
 * @returns a function that stops saving
 */
export function persistFields<T extends object, K extends keyof T & string>(
  storage: KeyValueStorage,
  group: string,
  target: T,
  fields: readonly K[],
  assign: (values: Partial<Pick<T, K>>) => void,
): () => void {
  const key = STORAGE_PREFIX + group;
  try {
    const raw = storage.getItem(key);
    if (raw) {
      const saved = JSON.parse(raw) as Record<string, unknown>;
      const values: Partial<Pick<T, K>> = {};
      for (const f of fields) if (f in saved) (values as Record<string, unknown>)[f] = saved[f];
      assign(values);
    }
  } catch {
    storage.removeItem(key);
  }
  return reaction(
    () => fields.map((f) => toJS(target[f])),
    (vals) => {
      const out: Record<string, unknown> = {};
      fields.forEach((f, i) => (out[f] = vals[i]));
      storage.setItem(key, JSON.stringify(out));
    },
  );
}

/**
 * Removes every persisted group (all keys with the app's prefix).
 * @param storage - where they are kept
 */
export function clearPersisted(storage: KeyValueStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (k?.startsWith(STORAGE_PREFIX)) keys.push(k);
  }
  keys.forEach((k) => storage.removeItem(k));
}
