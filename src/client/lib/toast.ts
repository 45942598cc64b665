import { useSyncExternalStore } from 'react';

/**
 * Toasts without their library on a page's first load: sonner and its Toaster arrive with the first
 * toast a screen shows, so the many page views that never show one never parse them. sonner keeps a
 * toast made before its Toaster mounts and shows it once it has.
 */
type Kind = 'success' | 'error' | 'info';

export interface ToastOptions {
  description?: string;
  /** A toast with the id of one still shown replaces it rather than stacking. */
  id?: string;
}

const listeners = new Set<() => void>();
let requested = false;

function show(kind: Kind, message: string, options?: ToastOptions) {
  if (!requested) {
    requested = true;
    listeners.forEach((notify) => notify());
  }
  // Offline, before the library was ever loaded, the toast is lost; the screen itself still shows the outcome.
  import('sonner').then(({ toast }) => toast[kind](message, options), () => undefined);
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
