import { useSyncExternalStore } from 'react';

/**
 * Toasts without their library on a page's first load: sonner and its Toaster arrive with the first
 * toast a screen shows, so the many page views that never show one never parse them. Each toast waits
 * until the Toaster has mounted and subscribed, since sonner drops a toast nobody listens to yet.
 */
type Kind = 'success' | 'error' | 'info';

export interface ToastOptions {
  description?: string;
  /** A toast with the id of one still shown replaces it rather than stacking. */
  id?: string;
}

const listeners = new Set<() => void>();
let requested = false;
let mounted: () => void = () => {};
/** Settles once the Toaster listens: a toast sent to sonner before that would be dropped. */
const toasterListening = new Promise<void>((resolve) => {
  mounted = resolve;
});

/** Called by the Toaster's host once it has mounted. */
export function toasterMounted() {
  mounted();
}

function show(kind: Kind, message: string, options?: ToastOptions) {
  if (!requested) {
    requested = true;
    listeners.forEach((notify) => notify());
  }
  // Offline, before the library was ever loaded, the toast is lost; the screen itself still shows the outcome.
  void toasterListening.then(() => import('sonner')).then(({ toast }) => toast[kind](message, options), () => undefined);
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any screen has shown a toast yet: the Toaster is mounted from then on. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(subscribe, () => requested, () => false);
}
