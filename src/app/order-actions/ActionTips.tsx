// One tooltip for every icon button of a region (the client dashboard's orders and checks): a button names its tip in
// `data-tip`, and this region shows it beside the button under the pointer (after a short rest) or the one focused by
// keyboard. One listener and one tooltip for the page, rather than a Radix Tooltip per button: the table draws three or
// four buttons a row, and a filter change mounted a tooltip tree for each (Root, Popper, Trigger, Slot), which with the
// rows' closed dialogs was about half of React's work in a filter change (scripts/profile-dashboard.mjs; docs/performance.md "Client dashboard").
//
// WCAG 1.4.13 (content on hover or focus): Escape dismisses it, the pointer may move onto it, and it stays until the
// pointer or focus leaves. The button's own name (aria-label) already says the action and the order; the tip is tied
// to it by aria-describedby while shown, as Radix's is.
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import './action-tips.css';

/** How long the pointer rests on a button before its tip shows (Radix Themes' delay). */
const SHOW_AFTER_MS = 200;
/** Time to move the pointer from the button onto its tip. */
const HIDE_AFTER_MS = 150;
/** The gap between the button and its tip, and the least room kept to the window's edges. */
const GAP_PX = 6;

interface Shown {
  trigger: HTMLElement;
  text: string;
}

const triggerOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>('[data-tip]') : null;

export function ActionTips({ children }: { children: ReactNode }) {
  const id = useId();
  const [shown, setShown] = useState<Shown | null>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A focus that follows a press is the pointer's, not the keyboard's: no tip for it (as Radix does).
  const pressed = useRef(false);

  const later = useCallback((ms: number, then: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(then, ms);
  }, []);
  const show = useCallback((trigger: HTMLElement) => {
    clearTimeout(timer.current);
    const text = trigger.dataset.tip;
    if (text) setShown({ trigger, text });
  }, []);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setShown(null);
  }, []);

  // While shown, the button is described by the tip from the commit that draws it (set in a passive effect, it came a
  // moment later: the tip was briefly there describing nothing, and the component test read it so under load).
  useLayoutEffect(() => {
    if (!shown) return;
    const { trigger } = shown;
    trigger.setAttribute('aria-describedby', id);
    return () => trigger.removeAttribute('aria-describedby');
  }, [shown, id]);

  // While shown, Escape, a scroll or the button leaving the page hide it.
  useEffect(() => {
    if (!shown) return;
    const { trigger } = shown;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    const onGone = new MutationObserver(() => !trigger.isConnected && hide());
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, { passive: true, capture: true });
    onGone.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide, { capture: true });
      onGone.disconnect();
    };
  }, [shown, hide]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Above the button, centred, kept inside the window; else below it, else beside its group: the first place inside the
  // window that covers no other button of the region (a tip over the row above's buttons hides part of a target:
  // WCAG 2.2 2.5.8).
  useLayoutEffect(() => {
    const tip = tipRef.current;
    if (!shown || !tip) return;
    const button = shown.trigger.getBoundingClientRect();
    const { width, height } = tip.getBoundingClientRect();
    const centre = button.left + button.width / 2;
    const across = Math.min(Math.max(centre - width / 2, GAP_PX), window.innerWidth - width - GAP_PX);
    // Beside: left of the button's group (the row's other buttons), level with the button.
    const group = (shown.trigger.parentElement ?? shown.trigger).getBoundingClientRect();
    const places = [
      { left: across, top: button.top - GAP_PX - height },
      { left: across, top: button.bottom + GAP_PX },
      { left: group.left - GAP_PX - width, top: button.top + button.height / 2 - height / 2 },
    ].filter((place) => place.top >= GAP_PX && place.left >= GAP_PX && place.top + height <= window.innerHeight - GAP_PX);
    const others = [...(tip.parentElement?.querySelectorAll<HTMLElement>('[data-tip]') ?? [])]
      .filter((other) => other !== shown.trigger)
      .map((other) => other.getBoundingClientRect());
    const covers = ({ left, top }: { left: number; top: number }) =>
      others.some((r) => r.left < left + width && r.right > left && r.top < top + height && r.bottom > top);
    const place = places.find((p) => !covers(p)) ?? places[0] ?? { left: across, top: button.bottom + GAP_PX };
    tip.style.left = `${place.left}px`;
    tip.style.top = `${place.top}px`;
    tip.style.visibility = 'visible';
  }, [shown]);

  return (
    <div
      onPointerOver={(event) => {
        const trigger = triggerOf(event.target);
        if (!trigger) return;
        if (shown?.trigger === trigger) clearTimeout(timer.current);
        else later(SHOW_AFTER_MS, () => show(trigger));
      }}
      onPointerOut={(event) => {
        const trigger = triggerOf(event.target);
        if (trigger && !trigger.contains(event.relatedTarget as Node | null)) later(HIDE_AFTER_MS, hide);
      }}
      onPointerDown={() => {
        pressed.current = true;
        hide();
      }}
      onKeyDown={() => {
        pressed.current = false;
      }}
      onFocus={(event) => {
        const trigger = triggerOf(event.target);
        if (trigger && !pressed.current) show(trigger);
      }}
      onBlur={(event) => {
        if (triggerOf(event.target)) hide();
      }}
    >
      {children}
      {shown ? (
        <div
          ref={tipRef}
          id={id}
          role="tooltip"
          className="action-tip"
          onPointerEnter={() => clearTimeout(timer.current)}
          onPointerLeave={() => later(HIDE_AFTER_MS, hide)}
        >
          {shown.text}
        </div>
      ) : null}
    </div>
  );
}
