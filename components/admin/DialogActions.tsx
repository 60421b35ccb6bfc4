import { Button } from '#components/ui/Button.tsx';

interface DialogActionsProps {
  onCancel: () => void;
  pending: boolean;
  cancelLabel: string;
  submitLabel: string;
  /** What the submit button says while the request is under way (SPEC: 'Saving...'). */
  pendingLabel: string;
  /** Layout classes for a grid form, e.g. `sm:col-span-2`. */
  className?: string;
}

/** Every admin dialog's Cancel and submit pair: submit last on wide screens, first (on top) on phones. */
export function DialogActions({ onCancel, pending, cancelLabel, submitLabel, pendingLabel, className = '' }: DialogActionsProps) {
  return (
    <div className={`flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end ${className}`}>
      <Button variant="outline" className="text-stone-700" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
