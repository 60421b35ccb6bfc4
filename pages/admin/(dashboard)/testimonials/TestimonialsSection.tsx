import { useState } from 'react';
import { toast } from '#components/ui/notify.ts';
import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import type { TestimonialRecord } from '#lib/domain/catalogue/catalogue.types.ts';
import { api  } from '#lib/api-client.browser.ts';
import { useAction } from '#components/ui/use-action.ts';
import { ConfirmDialog } from '#components/admin/ConfirmDialog.tsx';
import { EmptyState } from '#components/admin/EmptyState.tsx';
import { PanelHeader } from '#components/admin/PanelHeader.tsx';
import { useDialog } from '#components/admin/use-dialog.ts';
import { TestimonialCard } from './TestimonialCard.tsx';
import { TestimonialDialog } from './TestimonialDialog.tsx';
import { testimonialsContent as copy } from './testimonials.content.ts';

/** Reviews: add, edit, publish or hide, delete after confirming. */
export function TestimonialsSection({ testimonials }: { testimonials: TestimonialRecord[] }) {
  const dialog = useDialog<TestimonialRecord>();
  const [deleting, setDeleting] = useState<TestimonialRecord | null>(null);
  const { busy, run } = useAction();

  async function toggle(t: TestimonialRecord) {
    const { id, createdAt: _c, ...fields } = t;
    if (await run(() => api.testimonials.update({ id }, { ...fields, isActive: !t.isActive }), copy.toast.visibilityFailed)) void reload();
  }

  async function remove() {
    if (!deleting) return;
    if (!(await run(() => api.testimonials.remove({ id: deleting.id }), copy.toast.deleteFailed))) return;
    toast.success(copy.toast.deleted);
    setDeleting(null);
    void reload();
  }

  return (
    <section aria-labelledby="testimonials-heading">
      <PanelHeader id="testimonials-heading" title={copy.title} intro={copy.intro}>
        <Button onClick={() => dialog.show()}>
          <span aria-hidden="true">+</span>
          {copy.add}
        </Button>
      </PanelHeader>
      {testimonials.length === 0 ? (
        <EmptyState title={copy.empty.title} text={copy.empty.text}>
          <Button onClick={() => dialog.show()}>{copy.add}</Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.id} className="flex">
              <TestimonialCard testimonial={t} onEdit={() => dialog.show(t)} onToggle={() => void toggle(t)} onDelete={() => setDeleting(t)} />
            </li>
          ))}
        </ul>
      )}
      <TestimonialDialog
        open={dialog.open}
        session={dialog.session}
        testimonial={dialog.item}
        onClose={dialog.close}
        onSaved={() => {
          dialog.close();
          void reload();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        question={copy.confirm}
        detail={deleting ? copy.confirmDetail(deleting.name) : undefined}
        confirmLabel={copy.deleteLabel}
        busy={busy}
        busyLabel={copy.deleting}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
