import type { CompanySettings } from '#lib/domain/site/company-settings.types.ts';

/** One social page row; `key` keeps React's rows apart while they are added and removed. */
export interface SocialRow {
  key: string;
  label: string;
  url: string;
}

/** The Company form's inputs: text as typed, memberships one per line, the bank details flat. */
export interface CompanyFormValues {
  phone: string;
  whatsapp: string;
  email: string;
  /** Issue 30: the 24-hour number on vouchers and the traveller's pack. */
  emergencyPhone: string;
  address: string;
  registrationNumber: string;
  memberships: string;
  socials: SocialRow[];
  accountName: string;
  bankName: string;
  accountNumber: string;
  branchCode: string;
  swift: string;
}

export const BANK_FIELDS = ['accountName', 'bankName', 'accountNumber', 'branchCode', 'swift'] as const;

let rowCount = 0;
export const newSocialRow = (label = '', url = ''): SocialRow => ({ key: `social-${++rowCount}`, label, url });

/** A WhatsApp number as stored (digits) shown as typed: with its +. */
export function toFormValues(settings: CompanySettings): CompanyFormValues {
  return {
    phone: settings.phone,
    whatsapp: settings.whatsapp ? `+${settings.whatsapp}` : '',
    email: settings.email,
    emergencyPhone: settings.emergencyPhone ?? '',
    address: settings.address ?? '',
    registrationNumber: settings.registrationNumber ?? '',
    memberships: settings.memberships.join('\n'),
    socials: settings.socials.map((social) => newSocialRow(social.label, social.url)),
    accountName: settings.bank?.accountName ?? '',
    bankName: settings.bank?.bankName ?? '',
    accountNumber: settings.bank?.accountNumber ?? '',
    branchCode: settings.bank?.branchCode ?? '',
    swift: settings.bank?.swift ?? '',
  };
}

/** What the schema reads: memberships as a list, the bank details null while every field is empty. */
export function toInput(values: CompanyFormValues) {
  const bankEmpty = BANK_FIELDS.every((name) => values[name].trim() === '');
  return {
    phone: values.phone,
    whatsapp: values.whatsapp,
    email: values.email,
    emergencyPhone: values.emergencyPhone,
    address: values.address,
    registrationNumber: values.registrationNumber,
    memberships: values.memberships.split('\n').map((line) => line.trim()).filter(Boolean),
    socials: values.socials.map(({ label, url }) => ({ label, url })),
    bank: bankEmpty ? null : Object.fromEntries(BANK_FIELDS.map((name) => [name, values[name]])),
  };
}

/** The form's message for a path the schema or server names (`bank.swift` sits on the SWIFT field, `memberships.2` on the list). */
export function errorFor(errors: Record<string, string>, path: string): string | undefined {
  return errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`) && !/\.\d+\.\w/.test(key.slice(path.length)))?.[1];
}
