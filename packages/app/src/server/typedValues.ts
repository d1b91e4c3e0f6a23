/**
 * Keeps what the user types, ticks and chooses on a prerendered page before the app has hydrated
 * it (issue 9; "bad input never loses what the user typed"). Hydration sets each form field to the
 * value the app's state holds, which is empty, so what the fields hold so far is noted here (what
 * they hold now, then every input event until hydration) and given back to the app afterwards as
 * if entered again, which react-hook-form and React handle as usual:
 * - a text field gets its text back, with an input event;
 * - a checkbox or radio button whose state the user changed is clicked again if hydration undid
 *   it (a tick on the terms page, found lost on a slow machine: docs/decisions/0053-start-up-in-steps.md).
 * Only fields with an id are kept; nothing is stored, the values live in this closure.
 * @param container - the element the app hydrates (#root)
 * @returns the function to call once the page has hydrated: it restores the values and stops listening
 */
export function keepTypedValues(container: HTMLElement): () => void {
  const typed = new Map<string, string>();
  const ticked = new Map<string, boolean>();
  const note = (el: EventTarget | null) => {
    if (!(el instanceof HTMLInputElement) || !el.id) return;
    if (el.type === 'checkbox' || el.type === 'radio') {
      // Choosing a radio button unchecks the others of its group without an event: the one
      // chosen is what is kept, and choosing it again restores the group.
      if (el.checked !== el.defaultChecked) ticked.set(el.id, el.checked);
      else ticked.delete(el.id);
      if (el.type === 'radio' && el.checked) {
        for (const other of container.querySelectorAll<HTMLInputElement>(
          `input[type="radio"][name="${CSS.escape(el.name)}"]`,
        ))
          if (other !== el) ticked.delete(other.id);
      }
      return;
    }
    if (el.value !== el.defaultValue) typed.set(el.id, el.value);
    else typed.delete(el.id);
  };
  container.querySelectorAll('input').forEach(note);
  const onInput = (e: Event) => note(e.target);
  container.addEventListener('input', onInput, true);
  container.addEventListener('change', onInput, true);
  return () => {
    container.removeEventListener('input', onInput, true);
    container.removeEventListener('change', onInput, true);
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
    for (const [id, checked] of ticked) {
      const el = document.getElementById(id);
      // A click, as the user's was: the browser toggles the box (or chooses the radio button) and
      // React hears the change.
      if (el instanceof HTMLInputElement && el.checked !== checked) el.click();
    }
    typed.clear();
    ticked.clear();
  };
}
