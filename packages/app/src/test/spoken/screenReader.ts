import { virtual } from '@guidepup/virtual-screen-reader';

/**
 * What a screen-reader user hears, for the spoken-output tests (issue 54), with
 * `@guidepup/virtual-screen-reader`: its reading of the page in browse mode (each item as the
 * Down Arrow reaches it), what it says when focus moves, and its live regions. One thing it lacks
 * is added here: Chromium raises an `alert` event when an element with role alert is inserted,
 * and screen readers say it (as they said the error summary on a first submit); the virtual
 * reader hears only changes inside a live region that was already there. So an inserted alert is
 * recorded as `alert: <its text>` before what the virtual reader said.
 */
export interface Listener {
  /** What was said since the last call (or since {@link listen}), in order. */
  take(): Promise<string[]>;
  /**
   * Reads the whole page from the top, as Down Arrow from the start of the document does: call it
   * first, before anything moves the reader. What live regions said while the page loaded is left
   * out (it depends on timing).
   */
  readPage(): Promise<string[]>;
  /** Stops listening (always call it). */
  stop(): Promise<void>;
}

/** The most items read in one page (a guard against a page the reader never leaves). */
const MAX_ITEMS = 600;

/** An element's text as a screen reader says it: its text nodes apart, white space folded. */
function spoken(element: Element): string {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) parts.push(n.textContent ?? '');
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * A shim for the reader's name computation (dom-accessibility-api), which looks up
 * `aria-labelledby` ids on a node's root: for a node React has just removed, the root is the
 * removed subtree's top element, which has no `getElementById`, and the reader's live-region
 * handler throws. While the reader listens, an element answers `getElementById` from its subtree.
 * @returns what puts the prototype back as it was
 */
function lookupInDetachedTrees(): () => void {
  const proto = Element.prototype as Element & { getElementById?: (id: string) => Element | null };
  if (proto.getElementById) return () => undefined;
  proto.getElementById = function (this: Element, id: string) {
    return this.querySelector(`#${CSS.escape(id)}`);
  };
  return () => {
    delete proto.getElementById;
  };
}

/**
 * Starts the virtual screen reader over the document and records inserted alerts.
 * @param container - what the reader reads (default the document's body)
 * @returns the listener; its `take` and `readPage` give the phrases said
 */
export async function listen(container: HTMLElement = document.body): Promise<Listener> {
  const alerts: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      for (const node of r.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        const inserted = [
          ...(node.matches('[role="alert"]') ? [node] : []),
          ...node.querySelectorAll<HTMLElement>('[role="alert"]'),
        ];
        for (const a of inserted) if (spoken(a)) alerts.push(`alert: ${spoken(a)}`);
      }
    }
  });
  observer.observe(container, { childList: true, subtree: true });
  const restoreLookup = lookupInDetachedTrees();
  // The reader's own observer is made in start(): it is given only changes of content (nodes added
  // or removed, text changed) to nodes still in the document. A live region announces those; a
  // browser says nothing of a subtree it has removed, nor of an attribute's change (the reader
  // said a dialog's name again when its button's pressed state changed as it closed).
  const Native = window.MutationObserver;
  window.MutationObserver = class extends Native {
    constructor(callback: MutationCallback) {
      super((records, self) => {
        const inDocument = records.filter((r) => r.target.isConnected && r.type !== 'attributes');
        if (inDocument.length) callback(inDocument, self);
      });
    }
  };
  try {
    await virtual.start({ container });
  } finally {
    window.MutationObserver = Native;
  }
  let seen = 0;
  const take = async () => {
    // The reader's focus and live-region handlers run a tick (a microtask) after the change.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const log = await virtual.spokenPhraseLog();
    const said = [...alerts.splice(0), ...log.slice(seen)];
    seen = log.length;
    return said;
  };
  return {
    take,
    async readPage() {
      // What live regions said while the page was loading depends on when their text arrived
      // (a spinner's status); the reading is of the page as it stands.
      const read = (await take()).filter((p) => !/^(polite|assertive): /.test(p));
      for (let i = 0; i < MAX_ITEMS && read.at(-1) !== 'end of document'; i++) {
        await virtual.next();
        read.push(await virtual.lastSpokenPhrase());
      }
      seen = (await virtual.spokenPhraseLog()).length;
      return read;
    },
    async stop() {
      observer.disconnect();
      await virtual.stop();
      // The reader handles a change a tick after it: let the last ones finish before the shim goes.
      await new Promise((resolve) => setTimeout(resolve, 20));
      restoreLookup();
    },
  };
}
