import { makeAutoObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { persistFields, replacePersisted, type KeyValueStorage } from './persistence.ts';

/** A storage over a Map. */
function mapStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
  };
}

class Profile {
  email = '';
  status = '';
  constructor() {
    makeAutoObservable(this);
  }
  assign(v: Partial<Pick<Profile, 'email' | 'status'>>) {
    Object.assign(this, v);
  }
}

// Issue 44: each answer of the app's server carries the journey's groups; the browser's stores take them.
describe('replacePersisted', () => {
  it("takes the server's groups into the stores and the storage, exactly as the server sent them", () => {
    const storage = mapStorage();
    const profile = new Profile();
    persistFields(storage, 'profile', profile, ['email', 'status'], (v) => profile.assign(v));
    profile.assign({ email: 'old@example.com' });
    const sent = JSON.stringify({ email: 'new@example.com', status: 'CONFIRMED' });
    replacePersisted(storage, ['nhsl:profile'], { 'nhsl:profile': sent });
    expect(profile.email).toBe('new@example.com');
    expect(profile.status).toBe('CONFIRMED');
    expect(storage.map.get('nhsl:profile')).toBe(sent);
  });

  it('a group the server does not hold puts the fields back to their first values and leaves nothing stored', () => {
    const storage = mapStorage();
    const profile = new Profile();
    persistFields(storage, 'profile', profile, ['email', 'status'], (v) => profile.assign(v));
    profile.assign({ email: 'someone@example.com', status: 'CONFIRMED' });
    replacePersisted(storage, ['nhsl:profile'], {});
    expect(profile).toMatchObject({ email: '', status: '' });
    expect(storage.map.has('nhsl:profile')).toBe(false);
  });

  it('leaves groups it was not given the keys of', () => {
    const storage = mapStorage();
    const profile = new Profile();
    persistFields(storage, 'banner', profile, ['email'], (v) => profile.assign(v));
    profile.assign({ email: 'kept' });
    replacePersisted(storage, ['nhsl:profile'], {});
    expect(profile.email).toBe('kept');
    expect(storage.map.get('nhsl:banner')).toBe(JSON.stringify({ email: 'kept' }));
  });
});
