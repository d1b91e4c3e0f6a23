import { useState } from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { keepTypedValues } from './typedValues.ts';

/** A form whose fields are all controlled by React state, as the app's are. */
function Form({ seen }: { seen: Record<string, unknown> }) {
  const [email, setEmail] = useState('');
  const [agree, setAgree] = useState(false);
  const [method, setMethod] = useState('');
  seen.email = email;
  seen.agree = agree;
  seen.method = method;
  return (
    <form>
      <input id="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input id="agree" type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
      {['text', 'call'].map((m) => (
        <input
          key={m}
          id={`method-${m}`}
          type="radio"
          name="method"
          value={m}
          checked={method === m}
          onChange={() => setMethod(m)}
        />
      ))}
    </form>
  );
}

function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form seen={{}} />);
  document.body.append(container);
  return container;
}

// React's act() outside Testing Library (which sets this itself).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

afterEach(() => {
  document.body.innerHTML = '';
});

/** The app takes the server's page over: React hydrates it, then what was entered is given back. Resolves to the form's state. */
async function takeOver(container: HTMLElement, restore: () => void): Promise<Record<string, unknown>> {
  const seen: Record<string, unknown> = {};
  await act(async () => {
    hydrateRoot(container, <Form seen={seen} />);
  });
  await act(async () => restore());
  return seen;
}

describe('keepTypedValues (what is entered before the app takes the page over)', () => {
  it('gives back the text typed, the box ticked and the radio button chosen, to the app’s state', async () => {
    const container = serverPage();
    const restore = keepTypedValues(container);
    // The user, on the server's page, before the app runs.
    input('email').value = 'jane@example.com';
    input('email').dispatchEvent(new Event('input', { bubbles: true }));
    input('agree').click();
    input('method-call').click();
    const seen = await takeOver(container, restore);
    expect(seen).toEqual({ email: 'jane@example.com', agree: true, method: 'call' });
    expect(input('agree').checked).toBe(true);
    expect(input('method-call').checked).toBe(true);
    expect(input('method-text').checked).toBe(false);
  });

  it('leaves alone what the user did not change, and a box ticked then unticked', async () => {
    const container = serverPage();
    const restore = keepTypedValues(container);
    input('agree').click();
    input('agree').click();
    const seen = await takeOver(container, restore);
    expect(seen).toEqual({ email: '', agree: false, method: '' });
  });
});
