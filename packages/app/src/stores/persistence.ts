import { reaction, runInAction, toJS } from 'mobx';
import { STORAGE_PREFIX } from './journeySchema.ts';

export { STORAGE_PREFIX };

/** Where persisted groups are kept: the sealed journey state on the server, memory in the browser (issue 44). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

/** A storage that keeps nothing. */
export const nullStorage: KeyValueStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
  length: 0,
  key: () => null,
};

/**
 * A storage in memory over a plain object, which it changes in place: the server's store keeps
 * the sealed journey state's groups in one for the request, and the browser's holds the groups of
 * the server's last answer (issue 44: the browser keeps nothing of the journey beyond the page).
 * @param values - the groups to start with (`nhsl:<group>` → JSON); changed in place
 */
export function memoryStorage(values: Record<string, string> = {}): KeyValueStorage {
  return {
    getItem: (k) => values[k] ?? null,
    setItem: (k, v) => void (values[k] = v),
    removeItem: (k) => void delete values[k],
    get length() {
      return Object.keys(values).length;
    },
    key: (i) => Object.keys(values)[i] ?? null,
  };
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
  // What the fields hold before anything is loaded: what an absent group means (issue 44).
  const defaults = Object.fromEntries(fields.map((f) => [f, toJS(target[f])])) as Partial<Pick<T, K>>;
  const load = (saved: Record<string, unknown> | undefined) => {
    if (!saved) return assign(defaults);
    const values: Partial<Pick<T, K>> = {};
    for (const f of fields) if (f in saved) (values as Record<string, unknown>)[f] = saved[f];
    assign(values);
  };
  try {
    const raw = storage.getItem(key);
    if (raw) load(JSON.parse(raw) as Record<string, unknown>);
  } catch {
    storage.removeItem(key);
  }
  const registration = { key, load };
  const list = registrations.get(storage) ?? [];
  registrations.set(storage, [...list, registration]);
  const stop = reaction(
    () => fields.map((f) => toJS(target[f])),
    (vals) => {
      const out: Record<string, unknown> = {};
      fields.forEach((f, i) => (out[f] = vals[i]));
      storage.setItem(key, JSON.stringify(out));
    },
  );
  return () => {
    stop();
    registrations.set(
      storage,
      (registrations.get(storage) ?? []).filter((r) => r !== registration),
    );
  };
}

/** The groups kept by {@link persistFields}, per storage, each with how it loads a saved value. */
const registrations = new WeakMap<
  KeyValueStorage,
  { key: string; load: (saved?: Record<string, unknown>) => void }[]
>();

/**
 * Replaces the listed groups with the app server's (issue 44: the server owns the journey, and each
 * of its answers carries the groups as it sealed them): every store field kept under one of these
 * keys takes the server's value, or its first value when the server holds no such group, and the
 * storage ends up holding exactly the server's groups.
 * @param storage - where the groups are kept
 * @param keys - the groups' keys (`nhsl:<group>`) the server answers for
 * @param values - the server's groups, by key (JSON)
 */
export function replacePersisted(storage: KeyValueStorage, keys: readonly string[], values: Record<string, string>) {
  runInAction(() => {
    for (const { key, load } of registrations.get(storage) ?? []) {
      if (!keys.includes(key)) continue;
      try {
        load(values[key] === undefined ? undefined : (JSON.parse(values[key]) as Record<string, unknown>));
      } catch {
        load(undefined);
      }
    }
  });
  for (const key of keys) {
    const value = values[key];
    if (value === undefined) storage.removeItem(key);
    else storage.setItem(key, value);
  }
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
