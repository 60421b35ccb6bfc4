import { useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { CheckboxField, TextareaField, TextField } from '#components/ui/Field.tsx';
import type { SocialLink } from '#lib/domain/site/company-settings.types.ts';
import { MAX_REVIEW_PHOTOS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, reviewSchema } from '#lib/domain/review/review.schema.ts';
import { API_CALLS } from 'virtual:api-calls/reviews';
import { ApiError, apiOf } from '#lib/api-request.browser.ts';
import { uploadImage } from '#lib/upload-image.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { StarChoice } from './StarChoice.tsx';
import { useReviewFormCopy } from './use-review-form-copy.ts';

/** The reviews group's calls alone: a public page ships no other route (decision 157). */
const api = apiOf(API_CALLS, 'reviews');


export interface ReviewFormValues {
  rating: string;
  guiding: string;
  lodges: string;
  value: string;
  title: string;
  text: string;
  name: string;
  country: string;
  consent: boolean;
}

interface ReviewFormProps {
  token: string;
  initial: ReviewFormValues;
  /** Whether the link has a review already: the button says "Save my changes". */
  written: boolean;
  photoCount: number;
  reviewLinks: SocialLink[];
}

const stars = (value: string) => (value ? Number(value) : null);

/**
 * The traveller's review (issue 31): the text is saved first, then each photo goes through the upload pipeline,
 * so a photo that fails never loses what was typed. The same link edits the review for 14 days.
 */
export function ReviewForm({ token, initial, written, photoCount, reviewLinks }: ReviewFormProps) {
  const copy = useReviewFormCopy();
  const [saved, setSaved] = useState(written);
  const [done, setDone] = useState(false);
  // A withheld review stays withheld when corrected (issue 39): its author is never told it is on the site.
  const [published, setPublished] = useState(true);
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoProblems, setPhotoProblems] = useState<string[]>([]);
  const [photosAdded, setPhotosAdded] = useState(photoCount);
  const { values, field, checkbox, errors, pending, formRef, onSubmit } = useForm({
    initial,
    schema: reviewSchema,
    toInput: (v: ReviewFormValues) => ({
      ...v,
      rating: v.rating ? Number(v.rating) : undefined,
      guiding: stars(v.guiding),
      lodges: stars(v.lodges),
      value: stars(v.value),
    }),
    submit: async (input) => {
      const answer = await api.reviews.submit({ token }, input);
      setSaved(true);
      setPublished(answer.published);
      const problems: string[] = [];
      let added = 0;
      for (const file of photos) {
        try {
          await uploadImage(file, () => {}, api.reviews.addPhoto.url({ token }));
          added++;
        } catch (failure) {
          problems.push(copy.photoFailed(file.name, failure instanceof ApiError ? failure.userMessage : String(failure)));
        }
      }
      return { added, problems };
    },
    onSuccess: ({ added, problems }) => {
      setPhotos([]);
      setPhotosAdded((n) => n + added);
      setPhotoProblems(problems);
      // A photo that failed keeps the form open, with everything typed, to choose it again.
      if (problems.length === 0) setDone(true);
    },
    failureTitle: copy.failed,
  });

  if (done) {
    return (
      <section aria-labelledby="thanks-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8">
        <h2 id="thanks-heading" className="text-2xl font-semibold text-bush-900" tabIndex={-1} ref={(node) => node?.focus()}>
          {copy.thanks.heading}
        </h2>
        <p className="mt-3 text-stone-700">{published ? copy.thanks.text : copy.thanks.withheld}</p>
        {published && reviewLinks.length > 0 && (
          <>
            <p className="mt-5 text-stone-700">{copy.thanks.elsewhere}</p>
            <ul className="mt-3 flex flex-wrap gap-3">
              {reviewLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="noopener" className="inline-flex min-h-11 items-center rounded-full border border-bush-700 px-5 font-semibold text-bush-800 hover:bg-sand-100">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        <Button variant="outline" className="mt-6" onClick={() => setDone(false)}>
          {copy.thanks.edit}
        </Button>
      </section>
    );
  }

  const room = MAX_REVIEW_PHOTOS - photosAdded;
  const choice = (name: 'rating' | 'guiding' | 'lodges' | 'value') => {
    const { value, onChange, error } = field(name);
    return { name, value, onChange, error };
  };
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={copy.submit} className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8">
      <StarChoice legend={copy.rating} large {...choice('rating')} />
      <TextField label={copy.reviewTitle} required markRequired maxLength={120} {...field('title')} />
      <TextareaField
        label={copy.text}
        rows={8}
        required
        markRequired
        maxLength={REVIEW_TEXT_MAX}
        hint={values.text ? copy.counter(values.text.trim().length, REVIEW_TEXT_MAX) : copy.textHint(REVIEW_TEXT_MIN, REVIEW_TEXT_MAX)}
        {...field('text')}
      />
      <fieldset className="space-y-4">
        <legend className="text-sm font-medium text-stone-800">{copy.parts}</legend>
        <StarChoice legend={copy.guiding} optional {...choice('guiding')} />
        <StarChoice legend={copy.lodges} optional {...choice('lodges')} />
        <StarChoice legend={copy.value} optional {...choice('value')} />
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={copy.name} required markRequired maxLength={80} autoComplete="name" {...field('name')} />
        <TextField label={copy.country} required markRequired maxLength={60} autoComplete="country-name" {...field('country')} />
      </div>
      {room > 0 && (
        <div>
          <label htmlFor="review-photos" className="mb-1.5 block text-sm font-medium text-stone-800">
            {copy.photos}
          </label>
          <input
            id="review-photos"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            multiple
            aria-describedby="review-photos-hint"
            onChange={(event) => setPhotos([...(event.target.files ?? [])].slice(0, room))}
            className="block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-sand-100 file:px-4 file:font-semibold file:text-bush-900"
          />
          <p id="review-photos-hint" className="mt-1 text-xs text-stone-600">
            {copy.photosHint(room)}
          </p>
        </div>
      )}
      <div>
        <CheckboxField label={copy.consent} aria-invalid={errors.consent ? true : undefined} {...checkbox('consent')} />
        {errors.consent && <p className="mt-1 text-sm text-red-700">{errors.consent}</p>}
      </div>
      <div role="status">
        {photoProblems.length > 0 && (
          <ul className="space-y-1 rounded-xl bg-red-50 p-4 text-sm text-red-800">
            {photoProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
        {pending ? copy.submitting : saved ? copy.update : copy.submit}
      </Button>
    </form>
  );
}
