import { createElement as h } from 'react';
import { str, type MailTemplateDef, type MailTemplates } from '../../mail/render.ts';
import { answerAlertProps, holdAlertProps, supplierMailProps, supplierMailThread } from './supplier-mail.ts';
import { AnswerAlert, HoldAlert, SupplierMail, type SupplierMailProps } from './supplier.mails.ts';

/** A reservation's mail to its supplier (issue 30), drawn from the reservation as it is when the mail is sent. */
const toSupplier = (template: SupplierMailProps['template']): MailTemplateDef => ({
  to: 'supplier',
  build: async (mail, ctx) => ({ element: h(SupplierMail, await supplierMailProps(ctx.services, str(mail.data.reservationId), template, ctx.settings.siteUrl)) }),
});

export const reservationMailTemplates: MailTemplates = {
  'reservation-request': toSupplier('request'),
  'reservation-reminder': toSupplier('reminder'),
  'reservation-cancellation': toSupplier('cancellation'),
  'reservation-rooming': toSupplier('rooming'),
  // The ask to extend a hold (issue 41) continues the lodge's thread of the request.
  'reservation-extend': {
    to: 'supplier',
    build: async (mail, ctx) => ({
      element: h(SupplierMail, await supplierMailProps(ctx.services, str(mail.data.reservationId), 'extend', ctx.settings.siteUrl)),
      thread: await supplierMailThread(ctx.services, str(mail.data.reservationId), mail.id),
    }),
  },
  // Staff's reminders before a hold ends and the alert once it lapsed (issue 41).
  'reservation-hold-alert': {
    to: 'staff',
    bookingSubject: true,
    build: async (mail, ctx) => ({ element: h(HoldAlert, await holdAlertProps(ctx.services, mail.data, ctx.settings.siteUrl)) }),
  },
  // Staff's alert of a decline or a waitlist (issue 39): the answer as recorded, kept in its data.
  'reservation-answer-alert': {
    to: 'staff',
    bookingSubject: true,
    build: async (mail, ctx) => ({ element: h(AnswerAlert, await answerAlertProps(ctx.services, mail.data, ctx.settings.siteUrl)) }),
  },
};
