// A modal dialog's behaviour, shared by the loop-breaker and the resume dialog: opened as a native
// modal <dialog> with focus on its first field, Tab and Shift+Tab wrap inside it (focus is trapped),
// Esc cancels, and focus returns to whatever opened it.
import { useEffect } from 'preact/hooks';

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
      if (opener && typeof opener.focus === 'function') opener.focus();
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
