import { useState, type RefObject } from 'react';
import { Button } from '#components/ui/Button.tsx';
import type { ComponentProps } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/**
 * A form's submit button that asks first (issue 39: nothing a traveller reads goes out in one click). While the form
 * is not `ready` it submits at once, so its field errors show; once ready it opens the question, and "yes" submits.
 */
export function ConfirmedSubmit({
  formRef,
  ready,
  pending,
  words,
  variant,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  ready: boolean;
  pending: boolean;
  words: { submit: string; submitting: string; confirm: string; detail?: string };
  variant?: ComponentProps<typeof Button>['variant'];
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button type={ready ? 'button' : 'submit'} variant={variant} size="sm" disabled={pending} onClick={ready ? () => setConfirming(true) : undefined}>
        {pending ? words.submitting : words.submit}
      </Button>
      <ConfirmDialog
        open={confirming}
        question={words.confirm}
        detail={words.detail}
        confirmLabel={words.submit}
        busy={pending}
        busyLabel={words.submitting}
        onConfirm={() => {
          setConfirming(false);
          formRef.current?.requestSubmit();
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
