import type { TestimonialRecord } from '#lib/domain/catalogue/catalogue.types.ts';
import { Badge } from '#components/admin/Badge.tsx';
import { TrashButton } from '#components/admin/TrashButton.tsx';
import { testimonialsContent as copy } from './testimonials.content.ts';
import { CardButton } from '#components/admin/CardButton.tsx';

interface TestimonialCardProps {
  testimonial: TestimonialRecord;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

export function TestimonialCard({ testimonial: t, onEdit, onToggle, onDelete }: TestimonialCardProps) {
  return (
    <article className="relative flex w-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <div className="flex items-start justify-between gap-3 pr-10">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words">{t.name}</h3>
          <p className="text-sm text-stone-600">
            {t.country}
            {t.packageType ? ` · ${t.packageType}` : ''}
          </p>
        </div>
        <Badge tone={t.isActive ? 'success' : 'muted'}>{t.isActive ? copy.published : copy.hidden}</Badge>
      </div>
      <p className="mt-2 text-ochre-600" role="img" aria-label={copy.stars(t.rating)}>
        {'★'.repeat(t.rating)}
        <span className="text-stone-300">{'★'.repeat(5 - t.rating)}</span>
      </p>
      <p className="mt-2 line-clamp-4 text-sm text-stone-700">{t.comment}</p>
      <div className="mt-auto flex gap-2 pt-4">
        <CardButton onClick={onEdit} aria-label={copy.edit(t.name)}>
          {copy.editLabel}
        </CardButton>
        <CardButton onClick={onToggle} aria-label={t.isActive ? copy.hide(t.name) : copy.publish(t.name)}>
          {t.isActive ? copy.hideLabel : copy.publishLabel}
        </CardButton>
      </div>
      <TrashButton label={copy.remove(t.name)} onClick={onDelete} className="absolute right-3 top-3" />
    </article>
  );
}
