import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Clock } from '../clock.ts';

/** One stored entry: the payload and when it expires (epoch ms by the simulator's clock). */
interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * In-memory storage for oidc-provider whose expiry follows the simulator's controllable clock,
 * so moving the clock forward (POST /simulator/clock) expires interactions, sessions and codes
 * as the rest of the simulator's state, and POST /simulator/reset forgets them all.
 */
export class ClockedStorage {
  private readonly entries = new Map<string, Entry>();

  /** @param clock - the simulator's clock */
  constructor(private readonly clock: Clock) {}

  /** Forgets everything (tests and POST /simulator/reset). */
  clear(): void {
    this.entries.clear();
  }

  /**
   * The adapter class oidc-provider instantiates per model name (Session, Interaction, Grant...).
   * @returns a constructor for the provider's `adapter` option
   */
  adapterClass(): new (name: string) => Adapter {
    const entries = this.entries;
    const clock = this.clock;
    const live = (key: string): Entry | undefined => {
      const e = entries.get(key);
      if (!e) return undefined;
      if (clock.now() >= e.expiresAt) {
        entries.delete(key);
        return undefined;
      }
      return e;
    };
    return class implements Adapter {
      constructor(private readonly model: string) {}

      private key(id: string): string {
        return `${this.model}:${id}`;
      }

      async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
        const expiresAt = expiresIn ? clock.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
        entries.set(this.key(id), { payload, expiresAt });
        if (payload.uid) entries.set(`${this.model}:uid:${payload.uid}`, { payload: { id }, expiresAt });
        if (payload.userCode) entries.set(`${this.model}:userCode:${payload.userCode}`, { payload: { id }, expiresAt });
        if (payload.grantId) {
          const members = live(`grant:${payload.grantId}`)?.payload.members as string[] | undefined;
          entries.set(`grant:${payload.grantId}`, {
            payload: { members: [...(members ?? []), this.key(id)] },
            expiresAt: Number.POSITIVE_INFINITY,
          });
        }
      }

      async find(id: string): Promise<AdapterPayload | undefined> {
        return live(this.key(id))?.payload;
      }

      async findByUid(uid: string): Promise<AdapterPayload | undefined> {
        const ref = live(`${this.model}:uid:${uid}`)?.payload.id;
        return typeof ref === 'string' ? this.find(ref) : undefined;
      }

      async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
        const ref = live(`${this.model}:userCode:${userCode}`)?.payload.id;
        return typeof ref === 'string' ? this.find(ref) : undefined;
      }

      async consume(id: string): Promise<void> {
        const e = live(this.key(id));
        if (e) e.payload.consumed = Math.floor(clock.now() / 1000);
      }

      async destroy(id: string): Promise<void> {
        entries.delete(this.key(id));
      }

      async revokeByGrantId(grantId: string): Promise<void> {
        const members = live(`grant:${grantId}`)?.payload.members as string[] | undefined;
        for (const key of members ?? []) entries.delete(key);
        entries.delete(`grant:${grantId}`);
      }
    };
  }
}
