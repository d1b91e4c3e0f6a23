/**
 * Keeps what the user types into a prerendered page before the app has hydrated it (issue 9;
 * "bad input never loses what the user typed"). Hydration sets each form field to the value the
 * app's state holds, which is empty, so the text typed so far is noted here (what the fields
 * hold now, then every input event until hydration) and given back to the app afterwards as if
 * typed again: an input event per field, which react-hook-form and React handle as usual.
 * Only text fields with an id are kept; nothing is stored, the values live in this closure.
 * @param container - the element the app hydrates (#root)
 * @returns the function to call once the page has hydrated: it restores the values and stops listening
 */
export function keepTypedValues(container: HTMLElement): () => void {
  const typed = new Map<string, string>();
  const note = (el: EventTarget | null) => {
    if (el instanceof HTMLInputElement && el.id && el.type !== 'checkbox' && el.type !== 'radio') {
      if (el.value !== el.defaultValue) typed.set(el.id, el.value);
      else typed.delete(el.id);
    }
  };
  container.querySelectorAll('input').forEach(note);
  const onInput = (e: Event) => note(e.target);
  container.addEventListener('input', onInput, true);
  return () => {
    container.removeEventListener('input', onInput, true);
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (const [id, value] of typed) {
      const el = document.getElementById(id);
      if (!(el instanceof HTMLInputElement) || !setValue) continue;
      // React notes a field's value on hydration and fires onChange only for a different one:
      // clear its note (the element's own setter), then put the text back behind it.
      el.value = '';
      setValue.call(el, value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }
    typed.clear();
  };
}
