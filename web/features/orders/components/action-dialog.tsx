import type { FormEvent, ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../../../components/ui/button.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';

interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What the action means, read out with the title when the dialog opens. */
  description: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  /** Runs on submit; the dialog stays open while it is pending and the caller closes it on success. */
  onConfirm: () => void;
  isPending: boolean;
  confirmDisabled?: boolean;
}

/**
 * A confirmation step for an order action (Radix dialog: focus trapped and restored, Escape closes,
 * the title and description name it). Its body is a form, so Enter in a field confirms.
 */
export function ActionDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  isPending,
  confirmDisabled = false,
}: ActionDialogProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPending && !confirmDisabled) onConfirm();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (isPending ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay animate-fade-in" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col gap-4 overflow-y-auto rounded-t-sheet bg-surface p-5 shadow-pop animate-fade-in sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-sheet sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-xl font-bold tracking-tight">{title}</Dialog.Title>
            <Dialog.Close
              disabled={isPending}
              className="-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand"
              aria-label={closeLabel}
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description asChild>
            <div className="-mt-2 text-muted">{description}</div>
          </Dialog.Description>
          <form onSubmit={handleSubmit} className="flex flex-col gap-4" noValidate>
            {children}
            <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isPending}>
                {cancelLabel}
              </Button>
              <Button type="submit" isLoading={isPending} disabled={confirmDisabled}>
                {confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
