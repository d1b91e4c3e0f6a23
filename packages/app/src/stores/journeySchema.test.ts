// issue 55 item 6, "One declaration per persisted field": every field declared in journeySchema.ts
// is persisted in its group, in the part of the sealed state the table says, nothing is persisted
// that is not declared, and the reset action clears every group it is declared to clear, in
// storage and in the stores (a field left set in memory would be written back at the next change).
import { describe, expect, it } from 'vitest';
import { runInAction, toJS } from 'mobx';
import { memoryCookieJar } from '../lib/cookieJar.ts';
import { stubApi } from '../test/stubApi.ts';
import { accountStoreOf } from '../journeys/account/AccountStore.ts';
import { registrationStoreOf } from '../journeys/register/RegistrationStore.ts';
import { memoryStorage } from './persistence.ts';
import { RootStore } from './RootStore.ts';
import {
  groupKey,
  PERSISTED_GROUP_KEYS,
  PERSISTED_GROUP_NAMES,
  PERSISTED_GROUPS,
  RESET_GROUPS,
  TAB_GROUP_KEYS,
  type PersistedGroup,
} from './journeySchema.ts';

/** A server's store over the two parts of a sealed state, with every journey store that persists built. */
function hydrated(storage: Record<string, string> = {}, details: Record<string, string> = {}) {
  const root = new RootStore({
    // The account pages' calls too (accountStoreOf asks for them); none is made here.
    api: { ...stubApi(), accountDetails: () => Promise.resolve({}) } as never,
    cookies: memoryCookieJar(),
    storage: memoryStorage(storage),
    detailsStorage: memoryStorage(details),
    loadAnalytics: () => undefined,
  });
  root.hydrate();
  const registration = registrationStoreOf(root);
  const account = accountStoreOf(root);
  /** The store each group's fields live in. */
  const owner: Record<PersistedGroup, object> = {
    session: root.session,
    profile: root.profile,
    journey: root.journey,
    recovery: root.journey,
    client: root.client,
    page: root.page,
    appBannerState: root.page,
    alertsAppBannerState: root.signIn,
    proofing: root.proofingState,
    'proofing-details': root.proofingState,
    registration,
    account,
  };
  return { root, storage, details, owner };
}

/**
 * A value other than `value`, of a type the field can hold.
 * @param value - the field's value now
 */
function otherThan(value: unknown): unknown {
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'string') return `${value}x`;
  if (Array.isArray(value)) return [...(value as unknown[]), 'x'];
  if (value && typeof value === 'object') return { ...value, x: 1 };
  return 'x';
}

/** Values a field must hold to be kept at all (the session's groups expire at `expiresAt`, ms since 1970). */
const VALID: Partial<Record<`${PersistedGroup}.${string}`, unknown>> = { 'session.expiresAt': Date.now() + 3_600_000 };

/** The value of one field of a group's owner, as plain JSON. */
const fieldOf = (owner: object, field: string) => toJS((owner as Record<string, unknown>)[field]);

/** Sets every declared field to a value other than its first; returns the values set, by group. */
function fillEveryField(owner: Record<PersistedGroup, object>) {
  const set: Partial<Record<PersistedGroup, Record<string, unknown>>> = {};
  for (const group of PERSISTED_GROUP_NAMES) {
    const values: Record<string, unknown> = {};
    for (const field of PERSISTED_GROUPS[group].fields)
      values[field] = VALID[`${group}.${field}`] ?? otherThan(fieldOf(owner[group], field));
    runInAction(() => Object.assign(owner[group], values));
    set[group] = values;
  }
  return set as Record<PersistedGroup, Record<string, unknown>>;
}

describe('journeySchema: one declaration per persisted field (issue 55 item 6)', () => {
  it('persists every declared field in its group, in the part of the sealed state declared, and nothing else', () => {
    const { storage, details, owner } = hydrated();
    const set = fillEveryField(owner);
    for (const group of PERSISTED_GROUP_NAMES) {
      const kept = PERSISTED_GROUPS[group].kept === 'details' ? details : storage;
      const other = kept === details ? storage : details;
      expect(kept[groupKey(group)], `group ${group} is persisted`).toBeDefined();
      expect(other[groupKey(group)], `group ${group} is not kept in the other part`).toBeUndefined();
      expect(JSON.parse(kept[groupKey(group)]!), `group ${group}'s fields`).toEqual(set[group]);
    }
    const declaredKeys = PERSISTED_GROUP_NAMES.map(groupKey).sort();
    expect([...Object.keys(storage), ...Object.keys(details)].sort()).toEqual(declaredKeys);
  });

  it('loads every declared field back into a new store (the next request)', () => {
    const first = hydrated();
    const set = fillEveryField(first.owner);
    const next = hydrated({ ...first.storage }, { ...first.details });
    for (const group of PERSISTED_GROUP_NAMES)
      for (const field of PERSISTED_GROUPS[group].fields)
        expect(fieldOf(next.owner[group], field), `${group}.${field}`).toEqual(set[group][field]);
  });

  it('the reset action clears every group declared cleared by it, in storage and in the stores, and keeps the others', () => {
    const pristine = hydrated();
    const { root, storage, details, owner } = hydrated();
    const set = fillEveryField(owner);
    root.reset();
    for (const group of PERSISTED_GROUP_NAMES) {
      const key = groupKey(group);
      if (RESET_GROUPS.includes(group)) {
        expect(storage[key] ?? details[key], `group ${group} is gone from storage`).toBeUndefined();
        // The page group is the page on screen's (loading, its back link, a notice for the next
        // page): the router sets it per route, and the reset leaves the page being answered as it is.
        if (group === 'page') continue;
        for (const field of PERSISTED_GROUPS[group].fields)
          expect(fieldOf(owner[group], field), `${group}.${field} is cleared in its store`).toEqual(
            fieldOf(pristine.owner[group], field),
          );
      } else {
        expect(JSON.parse(storage[key]!), `group ${group} is kept`).toMatchObject(
          Object.fromEntries(Object.entries(set[group]).filter(([f]) => f !== 'accountId')),
        );
      }
    }
  });

  it('sends every group the table says to the browser, each from the part it is kept in', () => {
    for (const group of PERSISTED_GROUP_NAMES) {
      const { kept, sentToBrowser } = PERSISTED_GROUPS[group];
      expect(PERSISTED_GROUP_KEYS.includes(groupKey(group)), group).toBe(sentToBrowser && kept === 'journey');
      expect(TAB_GROUP_KEYS.includes(groupKey(group)), group).toBe(sentToBrowser && kept === 'details');
    }
  });
});
