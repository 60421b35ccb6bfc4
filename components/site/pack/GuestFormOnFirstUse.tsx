import { lazy, type ComponentProps, type ComponentType } from 'react';
import { HydrateOnInteraction } from '#components/ui/HydrateOnInteraction.tsx';
import type { GuestForm as EagerGuestForm } from './GuestForm.tsx';

type GuestFormProps = ComponentProps<typeof EagerGuestForm>;

// The guest details form (its fields, the API client) loads on first use in the browser, so the pack's first load
// stays within issue 43's 100 kB; the server renders it at once.
const loadGuestForm = () => import('./GuestForm.tsx');
const GuestForm: ComponentType<GuestFormProps> = import.meta.env.SSR
  ? (await loadGuestForm()).GuestForm
  : lazy(() => loadGuestForm().then((module) => ({ default: module.GuestForm })));

/** The guests' details, hydrated on first use or once near the screen when the browser is idle (decision 081). */
export function GuestFormOnFirstUse(props: GuestFormProps) {
  return (
    <HydrateOnInteraction load={loadGuestForm}>
      <GuestForm {...props} />
    </HydrateOnInteraction>
  );
}
