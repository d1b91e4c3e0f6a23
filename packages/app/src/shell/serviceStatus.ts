import { z } from 'zod/mini';
import type { PageStore } from '../stores/stores.ts';

/** Where the service status is published: a static file the service's operators edit. */
export const SERVICE_STATUS_PATH = '/service-status.json';

const statusSchema = z.object({ message: z.string().check(z.maxLength(500)) });

/**
 * Loads the service status (planned maintenance, outages) and shows it in the banner of the
 * main area. spec 000 §2 "enter-email … service status banner", §3 "Banner states". A missing or
 * malformed file shows nothing; it never blocks the page.
 * @param page - the page store whose banner to set
 * @param fetchImpl - fetch (tests pass a stub)
 */
export async function loadServiceStatus(page: PageStore, fetchImpl: typeof fetch = fetch): Promise<void> {
  try {
    const res = await fetchImpl(SERVICE_STATUS_PATH, { headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (!res.ok) {
      page.setBanner('');
      return;
    }
    const parsed = statusSchema.safeParse(await res.json());
    page.setBanner(parsed.success ? parsed.data.message.trim() : '');
  } catch {
    // No status is not an error for the user.
  }
}
