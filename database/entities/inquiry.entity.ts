import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export const Inquiry = defineEntity({
  name: 'Inquiry',
  tableName: 'inquiries',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    email: p.string().length(254),
    packageType: p.string().length(40),
    groupSize: p.string().length(20),
    arrivalDate: p.date().nullable(),
    departureDate: p.date().nullable(),
    message: p.text(),
    // The contact page's extra fields; null for enquiries from the home page form.
    phone: p.string().length(40).nullable(),
    safariType: p.string().length(40).nullable(),
    budgetRange: p.string().length(40).nullable(),
    status: p.string().length(20).default('pending'),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
  },
});
