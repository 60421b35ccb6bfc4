import type { SafariPackage } from '#lib/domain/catalogue/catalogue.types.ts';
import { featuresFromText } from '#lib/domain/catalogue/package.schema.ts';

/** The dialog's fields as the inputs hold them (text), before the shared schema reads them. */
export interface PackageFormValues {
  name: string;
  type: string;
  price: string;
  duration: string;
  description: string;
  features: string;
  accommodation: string;
  groupSize: string;
  imageUrl: string;
  isActive: boolean;
}

/** SPEC §4: empty in create mode (price 0, active); the package's values in edit mode. */
export function formValues(pkg?: SafariPackage): PackageFormValues {
  return {
    name: pkg?.name ?? '',
    type: pkg?.type ?? '',
    price: String(pkg?.price ?? 0),
    duration: pkg?.duration ?? '',
    description: pkg?.description ?? '',
    features: pkg?.features.join('\n') ?? '',
    accommodation: pkg?.accommodation ?? '',
    groupSize: pkg?.groupSize ?? '',
    imageUrl: pkg?.imageUrl ?? '',
    isActive: pkg?.isActive ?? true,
  };
}

/** What the API receives: price as a number (blank reads as 0), one feature per non-blank line. */
export function packagePayload(values: PackageFormValues) {
  const price = values.price.trim() === '' ? 0 : Number(values.price);
  return {
    name: values.name,
    type: values.type,
    price,
    duration: values.duration,
    description: values.description,
    features: featuresFromText(values.features),
    accommodation: values.accommodation,
    groupSize: values.groupSize,
    imageUrl: values.imageUrl,
    isActive: values.isActive,
  };
}
