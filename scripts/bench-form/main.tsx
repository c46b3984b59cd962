// The page `npm run bench:form` drives (scripts/bench-form.mjs): one form per load, chosen by `?variant=` (engine,
// memo, naive, or a peer library: rjsf, jsonforms, surveyjs, rhf, see Peers.tsx) and `?n=` (number of fields). The
// engine variant is an application step as the portal draws it on a first visit (GenericStep: useTabForm,
// DynamicStep, TabFormView, EngineForm), its get_tab_req answered in the page with the generated definitions and its
// validator modules asked of the driver as of the server. The page times its own interactions, from the input event
// until the main thread is done.
import '@radix-ui/themes/styles.css';
import '../../widgets/styles.css';
import '../../src/app/validators';
import { createRoot } from 'react-dom/client';
import { App } from '../../src/app/App';
import { ApplicationContext, type ApplicationContextValue } from '../../src/features/application/context';
import { GenericStep } from '../../src/features/application/steps/GenericStep';
import type { ApplicationStep } from '../../src/features/application/state';
import { benchDefinitions, SECTION_SIZE } from './definitions';
import { MemoForm, NaiveForm } from './HandForms';
import { loadPeer, PEERS, peerSelectors, type PeerVariant } from './Peers';

const params = new URLSearchParams(location.search);
const variant = params.get('variant') ?? 'engine';
const count = Number(params.get('n') ?? 300);
const defs = benchDefinitions(count);
const STEP: ApplicationStep = { url: 'bench', number: 1, name: 'Bench', tabName: 'Bench' };
const ID_PREFIX = `step-${STEP.url}`;

if (variant === 'engine') {
  // The server's answers, without a server: the step loads the generated definitions and no combo lists. Its
  // validators are compiled by the driver as the server compiles them (POST /validators, see bench-form.mjs).
  const answer = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  const network = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/application/get_tab_req')) return answer(defs);
    if (url.endsWith('/utilities/get_types')) return answer([]);
    return network(input, init);
  };
}

const application: ApplicationContextValue = {
  orderId: 1,
  steps: [STEP],
  selfieRequired: false,
  user: { Id: 1, Name: 'Bench', rol: 1, token: '', dashboardInfo: {} as ApplicationContextValue['user']['dashboardInfo'] },
  portalVersion: '1',
  isClient: false,
  readOnly: null,
  goTo() {},
};

const peer = PEERS.includes(variant as PeerVariant) ? (variant as PeerVariant) : null;
let Peer: (() => React.ReactElement) | null = null;

function Variant() {
  if (Peer) return <Peer />;
  if (variant === 'memo') return <MemoForm defs={defs} idPrefix={ID_PREFIX} />;
  if (variant === 'naive') return <NaiveForm defs={defs} idPrefix={ID_PREFIX} />;
  return (
    <ApplicationContext.Provider value={application}>
      <GenericStep step={STEP} />
    </ApplicationContext.Provider>
  );
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * The end of the work in hand, style and layout included: a task queued after it runs, forces the layout, and one
 * more task shows whether React had queued work of its own behind it. Not the next paint: that would add up to
 * 16 ms of vsync (and every running CSS transition) to every figure, whatever the form did.
 */
async function workDone(): Promise<number> {
  await nextTask();
  void document.body.offsetHeight;
  let end = performance.now();
  const posted = end;
  await nextTask();
  if (performance.now() - posted > 2) {
    void document.body.offsetHeight;
    end = performance.now();
  }
  performance.mark('bench:done');
  return end;
}

/** Id of a field as the engine and the hand-written forms name it. */
function fieldId(index: number): string {
  return `${ID_PREFIX}_s${Math.floor(index / SECTION_SIZE)}_F${index}`;
}

/** Selectors of a field's input and of a branch's Yes, in this variant. */
const selectors = peer
  ? peerSelectors(peer, defs, ID_PREFIX)
  : { field: (index: number) => `#${fieldId(index)}`, yes: (index: number) => `#${fieldId(index)}-0` };

let timing: Promise<number> | null = null;
let start = 0;
// Keystrokes (typing, Tab leaving a field) and clicks (a Yes revealing a branch) are timed from the event until the
// work they cause is done; the events they set off in the same task (focusout, input, change) queue the end after
// their own handlers.
// The marks let a performance trace find the same span (scripts/bench-form/profile.mjs).
for (const type of ['keydown', 'click']) {
  window.addEventListener(type, (event) => {
    start = event.timeStamp;
    performance.mark('bench:input');
  }, true);
}
for (const type of ['keydown', 'click', 'focusout', 'input', 'change']) {
  window.addEventListener(type, () => (timing = workDone().then((end) => end - start)));
}

const bench = {
  selectors: { field: (index: number) => selectors.field(index), yes: (index: number) => selectors.yes(index) },
  /**
   * A peer's code is loaded (not timed): the first render times drawing the form, not downloading a library. The
   * engine's validators are not: a first visit asks the server for them, which its first render includes.
   */
  async prepare(): Promise<void> {
    if (peer) Peer = await loadPeer(peer, defs, ID_PREFIX);
  },
  /** Renders the form; resolves with the ms from the render call until its last field is there and laid out. */
  async mount(): Promise<number> {
    const last = selectors.field(count - 1);
    const start = performance.now();
    const form = <Variant />;
    // The peers draw with their own default look; the engine and the hand-written forms in Radix Themes as the portal
    // sets it (App: solid panels). Radix's default theme (translucent panels) blurs what is behind every card (a
    // backdrop-filter the portal does not draw), which cost this headless Chromium's software compositor 15-30 ms a
    // frame on top of the forms' own work.
    const root = document.getElementById('root')!;
    // Told by the DOM when the last field is there: a loop asking in every task would run its own tasks between a
    // form's render slices, costing main-thread time a page does not spend (and that a form drawn in one task never
    // met).
    const drawn = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(last)) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(root, { childList: true, subtree: true });
    });
    createRoot(root).render(peer ? form : <App>{form}</App>);
    await drawn;
    return (await workDone()) - start;
  },
  /** The time of the last keystroke or click, until its work was done. */
  async taken(): Promise<number> {
    if (!timing) throw new Error('No input event was timed');
    const value = await timing;
    timing = null;
    return value;
  },
};
(window as unknown as { bench: typeof bench }).bench = bench;
