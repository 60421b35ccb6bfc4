import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { whenNearby } from './when-idle.ts';

/** What a visitor does first with a form: any of these starts loading its code. */
const FIRST_USE = ['focusin', 'pointerdown', 'pointerover', 'touchstart', 'keydown'] as const;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * Shows the server's markup of `children` at once but loads and hydrates their code only on first use
 * (focus, pointer, touch, key or a value set inside) or, when the browser is idle, once they come near the
 * screen (decision 081), so a form's code (valibot, the form hook) is not part of the page's first-load
 * JavaScript (issue 9; decision 071) and yet is there by the first tap. Until then the markup is plain HTML: what the
 * visitor types is kept and handed to React once it has taken over, and a submit made in between is
 * held and sent again then, so nothing is lost and the browser never submits the form natively.
 * `load` must resolve once the code `children` render is loaded (the same import their `lazy` uses).
 */
export function HydrateOnInteraction({ load, children }: { load: () => Promise<unknown>; children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [{ opened, open }] = useState(gate);
  const hydrated = useRef(false);
  const early = useRef({ edited: new Set<Control>(), submitted: null as HTMLFormElement | null, clicked: null as HTMLElement | null });

  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      void load().then(open);
    };
    // Listened for on the document, in the capture phase: React stops the propagation of events aimed at
    // markup it has not hydrated yet, before they would bubble up to this element.
    const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
    const firstUse = (event: Event) => {
      if (inside(event)) start();
    };
    // A value set without focus or pointer (autofill, assistive tools choosing an option) is a first use too.
    const edited = (event: Event) => {
      if (hydrated.current || !inside(event)) return;
      early.current.edited.add(event.target as Control);
      start();
    };
    // A tap on a plain button before React took over would do nothing: it is held, and made again once hydrated.
    // A submit button goes by `submit`; a radio or checkbox changes natively and is replayed as an edit.
    const clicked = (event: Event) => {
      if (hydrated.current || !inside(event) || !(event.target instanceof Element)) return;
      const target = event.target.closest('button');
      if (!target || target.type === 'submit') return;
      event.preventDefault();
      early.current.clicked = target;
      start();
    };
    const submitted = (event: Event) => {
      if (hydrated.current || !inside(event)) return;
      event.preventDefault();
      early.current.submitted = event.target as HTMLFormElement;
      start();
    };
    // Rendered in the browser (not hydrated): nothing to show until the code is there.
    if (!element.firstElementChild) start();
    const cancelNearby = whenNearby(element, start);
    const listeners: [string, (event: Event) => void][] = [
      ...FIRST_USE.map((type) => [type, firstUse] as [string, (event: Event) => void]),
      ['input', edited],
      ['change', edited],
      ['submit', submitted],
      ['click', clicked],
    ];
    for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
    return () => {
      cancelNearby();
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    };
  }, [load, open]);

  const onHydrated = () => {
    if (hydrated.current) return;
    hydrated.current = true;
    const { edited, submitted, clicked } = early.current;
    for (const control of edited) replayValue(control);
    edited.clear();
    early.current.clicked = null;
    if (clicked) setTimeout(() => clicked.click());
    // After the replayed values have rendered.
    if (submitted) setTimeout(() => submitted.requestSubmit());
  };

  return (
    <div ref={wrapper}>
      <Suspense fallback={null}>
        <Gate opened={opened} onHydrated={onHydrated}>
          {children}
        </Gate>
      </Suspense>
    </div>
  );
}

function Gate({ opened, onHydrated, children }: { opened: Promise<void>; onHydrated: () => void; children: ReactNode }) {
  // The server renders at once; the browser keeps the server's markup (a suspended hydration) until opened.
  if (!import.meta.env.SSR) use(opened);
  return (
    <>
      {children}
      <Hydrated onHydrated={onHydrated} />
    </>
  );
}

function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => {
    onHydrated();
  }, [onHydrated]);
  return null;
}

/**
 * Tells React about a value typed before it took over: React compares the DOM value with the one it
 * last saw (which, after hydration, is the typed one), so the value is cleared through the element (what
 * React watches) and set again behind its back, and the event React listens for is sent.
 */
function replayValue(control: Control) {
  if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) {
    // The same for a choice: React reads its change from a click, so the element is set back through the property
    // React watches and clicked into the chosen state again.
    control.checked = !control.checked;
    control.click();
    return;
  }
  const value = control.value;
  if (control instanceof HTMLSelectElement) {
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  control.value = '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}
