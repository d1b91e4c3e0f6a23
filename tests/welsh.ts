import cy from '../packages/content/locales/cy.json' with { type: 'json' };

/**
 * A Welsh message of the catalog (packages/content/locales/cy.json, issue 46), with its plain
 * `{placeholders}` filled: the words a Welsh page shows.
 * @param key - the message's key (`enterEmail.heading`)
 * @param values - the placeholders' values
 */
export function welsh(key: keyof typeof cy, values: Record<string, string> = {}): string {
  let text: string = cy[key];
  for (const [name, value] of Object.entries(values)) text = text.replaceAll(`{${name}}`, value);
  return text;
}
