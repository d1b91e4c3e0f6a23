import type { OutboxEntry } from '@nhsl/contract';

/** Writes one line to the console (injected so tests can stay quiet). */
export type LogLine = (line: string) => void;

/**
 * Where the security codes the simulator "sends" by text or call go: a log line on stdout per
 * code, and a list testers read at `/simulator/outbox` and tests at `/simulator/outbox.json`.
 * Test control only, never part of the real product. spec 000 §4 "Security code (mobile)",
 * "Security code (landline)".
 */
export class Outbox {
  private entries: OutboxEntry[] = [];

  /**
   * @param log - where the one-line notice of each code goes (default `console.log`)
   */
  constructor(private readonly log: LogLine = (line) => console.log(line)) {}

  /**
   * Records a code that was "sent", and logs it.
   * @param entry - the code, its method, the account's email and the send time (epoch ms)
   * @param maskedNumber - the masked phone number it went to, e.g. `*******0123`
   * @param expiresInMinutes - minutes until it expires (0 or less: already expired)
   */
  record(entry: OutboxEntry, maskedNumber: string, expiresInMinutes: number): void {
    this.entries.push(entry);
    const expiry =
      expiresInMinutes > 0
        ? `expires in ${expiresInMinutes} minute${expiresInMinutes === 1 ? '' : 's'}`
        : 'already expired';
    this.log(`[simulator] ${entry.method} to ${maskedNumber} (${entry.email}): security code ${entry.code}, ${expiry}`);
  }

  /**
   * The codes sent, newest first.
   * @param email - only this account's codes (case-insensitive), when given
   */
  list(email?: string): OutboxEntry[] {
    const wanted = email?.trim().toLowerCase();
    return this.entries
      .filter((e) => !wanted || e.email === wanted)
      .map((e, i) => ({ e, i }))
      .sort((a, b) => b.e.sentAt - a.e.sentAt || b.i - a.i)
      .map(({ e }) => e);
  }

  /** Forgets every code. */
  clear(): void {
    this.entries = [];
  }
}
