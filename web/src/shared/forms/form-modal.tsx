import { Button, Modal, type ModalProps } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import { UnsavedChangesModal } from './unsaved-changes-modal';

interface FormModalControls {
  /** A form inside the modal says whether it holds unsaved changes. */
  reportDirty: (dirty: boolean) => void;
  /** Close as the corner button does: asks first when changes would be lost. */
  requestClose: () => void;
}

const FormModalContext = createContext<FormModalControls | null>(null);

/**
 * For a form rendered inside a `FormModal`: reports its unsaved state and
 * returns the guarded close its own Close button should call.
 */
export function useFormModalClose(dirty: boolean, fallback: () => void): () => void {
  const controls = useContext(FormModalContext);
  const report = controls?.reportDirty;
  useEffect(() => {
    report?.(dirty);
  }, [report, dirty]);
  return controls?.requestClose ?? fallback;
}

/** The modal's own Cancel/Close button: closes as the corner button does, asking first when changes would be lost. */
export function FormModalCloseButton({ children }: { children: ReactNode }) {
  const controls = useContext(FormModalContext);
  return (
    <Button variant="default" onClick={controls?.requestClose}>
      {children}
    </Button>
  );
}

interface FormModalProps extends Omit<ModalProps, 'closeOnEscape' | 'opened'> {
  opened?: boolean;
  /** Unsaved changes held by the modal's own component (forms inside may report theirs instead). */
  dirty?: boolean;
  children: ReactNode;
}

/**
 * A modal that holds an edit. Escape closes only the innermost layer: with a
 * popover, a dropdown or a confirmation open above it, that layer gets the key
 * and this modal stays. Closing it in any way (Escape, the corner button, the
 * overlay, a Close button using `useFormModalClose`) while changes are unsaved
 * asks the spec's question first (spec 000 §2, users-edit: Close stays,
 * Accept leaves).
 */
export function FormModal({ opened = true, dirty = false, onClose, children, ...props }: FormModalProps) {
  const [reported, setReported] = useState(false);
  const [asking, setAsking] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const unsaved = dirty || reported;

  const requestClose = useCallback(() => (unsaved ? setAsking(true) : onClose()), [unsaved, onClose]);
  useInnermostEscape(root, opened && !asking, requestClose);
  useFocusKept(root, opened && !asking);

  const value = useMemo<FormModalControls>(() => ({ reportDirty: setReported, requestClose }), [requestClose]);

  return (
    <FormModalContext.Provider value={value}>
      <Modal
        {...props}
        ref={root}
        opened={opened}
        onClose={requestClose}
        closeOnEscape={false}
        closeButtonProps={{ 'aria-label': 'Close dialog', ...props.closeButtonProps }}
      >
        {children}
      </Modal>
      <UnsavedChangesModal
        guard={{
          asking,
          stay: () => setAsking(false),
          leave: () => {
            setAsking(false);
            onClose();
          },
        }}
      />
    </FormModalContext.Provider>
  );
}

/**
 * Escape pressed with the focus inside this modal closes it; pressed inside a
 * layer above it (popovers and menus live in portals outside the modal, a
 * confirmation traps the focus) or on an open combobox (Mantine marks its
 * input while the list is open), it is left to that layer. Read in the
 * capture phase, before any layer reacts and changes what is open.
 */
function useInnermostEscape(root: { current: HTMLElement | null }, active: boolean, close: () => void) {
  const onEscape = useEffectEvent(close);
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (!target || !root.current?.contains(target)) return;
      if (target.getAttribute('data-mantine-stop-propagation') === 'true') return;
      onEscape();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [active, root]);
}

/**
 * Keeps the focus inside the modal while it waits on the server and after it answers. A submit
 * button that turns to `loading` is disabled, and the browser drops its focus to the page body:
 * Escape and Tab then no longer reach the dialog. When that happens the dialog itself takes the
 * focus, and once the answer shows, the field a refusal names (`aria-invalid`), or else the
 * form's error message, takes it from there.
 */
export function useFocusKept(root: { current: HTMLElement | null }, active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    // Set while the dialog holds the focus only because the page body had it.
    let parked = false;
    // The modal renders in a portal after this effect: it is found when a change is seen.
    const observer = new MutationObserver(() => {
      const node = root.current;
      if (!node) return;
      const dialog = node.matches('[role="dialog"]') ? node : node.querySelector<HTMLElement>('[role="dialog"]');
      const focused = document.activeElement;
      const lost = focused === null || focused === document.body;
      if (!lost && !(parked && focused === dialog)) {
        parked = false;
        return;
      }
      const named =
        node.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])') ??
        node.querySelector<HTMLElement>('[role="alert"][tabindex]');
      const target = named ?? (lost ? dialog : null);
      if (!target || target === focused) return;
      target.focus({ preventScroll: true });
      parked = target === dialog;
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'aria-invalid'] });
    return () => observer.disconnect();
  }, [active, root]);
}
