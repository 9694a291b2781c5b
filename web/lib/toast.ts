/**
 * A tiny store for transient feedback (success and error toasts). Anything may call `showToast`;
 * components/ui/toaster.tsx renders the list. Messages are translation codes, so a language switch
 * re-renders a visible toast in the new language.
 */
export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  code: string;
  params?: Record<string, string | number>;
}

const DISMISS_AFTER_MS = 6000;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showToast(kind: ToastKind, code: string, params?: Toast['params']): number {
  const id = nextId++;
  toasts = [...toasts, { id, kind, code, params }].slice(-3);
  emit();
  setTimeout(() => dismissToast(id), DISMISS_AFTER_MS);
  return id;
}

export function dismissToast(id: number): void {
  if (!toasts.some((toast) => toast.id === id)) return;
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
