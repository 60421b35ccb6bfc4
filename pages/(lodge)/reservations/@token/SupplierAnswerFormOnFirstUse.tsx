import { lazy, type ComponentProps, type ComponentType } from 'react';
import { HydrateOnInteraction } from '#components/ui/HydrateOnInteraction.tsx';
import type { SupplierAnswerForm as EagerSupplierAnswerForm } from './SupplierAnswerForm.tsx';

type SupplierAnswerFormProps = ComponentProps<typeof EagerSupplierAnswerForm>;

// The answer form's code (Valibot, the reservation schema with the proposal's and trip's it builds on, the form hook)
// loads on first use in the browser, so the lodge's page stays within issue 43's 100 kB; the server renders it at once.
const loadSupplierAnswerForm = () => import('./SupplierAnswerForm.tsx');
const SupplierAnswerForm: ComponentType<SupplierAnswerFormProps> = import.meta.env.SSR
  ? (await loadSupplierAnswerForm()).SupplierAnswerForm
  : lazy(() => loadSupplierAnswerForm().then((module) => ({ default: module.SupplierAnswerForm })));

/** The lodge's answer, hydrated on first use or once near the screen when the browser is idle (decision 081). */
export function SupplierAnswerFormOnFirstUse(props: SupplierAnswerFormProps) {
  return (
    <HydrateOnInteraction load={loadSupplierAnswerForm}>
      <SupplierAnswerForm {...props} />
    </HydrateOnInteraction>
  );
}
