import { ButtonLink } from '#components/ui/Button.tsx';
import { resetContent } from '#components/admin/auth/reset.content.ts';

/** An unknown, used or expired password link: said plainly, with the way to a new one. */
export function InvalidLink({ heading = true }: { heading?: boolean }) {
  const copy = resetContent.invalid;
  return (
    <div className="space-y-4">
      {heading && <h2 className="text-lg font-semibold text-bush-900">{copy.title}</h2>}
      <p className="text-sm text-stone-700">{copy.text}</p>
      <ButtonLink href="/admin/reset" size="lg" className="w-full">
        {copy.again}
      </ButtonLink>
    </div>
  );
}
