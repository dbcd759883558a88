// A modal dialog's behaviour, shared by the loop-breaker and the resume dialog: opened as a native
// modal <dialog> with focus on its first field, Tab and Shift+Tab wrap inside it (focus is trapped),
// Esc cancels, and focus returns to whatever opened it.
import { useEffect, useRef } from 'preact/hooks';

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/** Opens `ref`'s dialog modally while mounted; `onCancel` on Esc. Returns the Tab trap for onKeyDown. */
export function useModal(ref, onCancel, firstField) {
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement;
    dialog.showModal();
    dialog.querySelector(firstField())?.focus();
    const cancel = (e) => {
      e.preventDefault();
      onCancel();
    };
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      if (dialog.open) dialog.close();
      if (opener?.isConnected && typeof opener.focus === 'function') opener.focus();
    };
  }, []);

  return (e) => {
    if (e.key !== 'Tab') return;
    const items = [...ref.current.querySelectorAll(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
}

/**
 * After a dialog did what it was for, the button that opened it may go away (a resumed or ended run
 * has no Resume… or Stop button) — when the next summary arrives, not when the dialog closes — and
 * focus would fall to <body>. `arm()` after such a dialog: for the next 10 s, focus left nowhere moves
 * to `ref` (a heading with tabindex=-1). Checked on a timer: the removal comes from a render elsewhere.
 */
export function useRefocus(ref) {
  const timer = useRef(null);
  useEffect(() => () => clearInterval(timer.current), []);
  return () => {
    clearInterval(timer.current);
    const until = Date.now() + 10_000;
    timer.current = setInterval(() => {
      const a = document.activeElement;
      if (!a || a === document.body || !a.isConnected) {
        ref.current?.focus();
        clearInterval(timer.current);
      } else if (Date.now() > until) clearInterval(timer.current);
    }, 50);
  };
}
