import type { ReactNode } from 'react';
import type { CompanySettings, FaqItem, TermsSection } from '#database/company-settings.dto.ts';
import { faqSchema, MAX_FAQ_ITEMS, MAX_TERMS_SECTIONS, termsSchema } from '#database/schemas/site-texts.schema.ts';
import { companyContent, siteTextsContent } from './company.content.ts';
import { CompanyForm } from './CompanyForm.tsx';
import { CancellationScheduleForm } from './CancellationScheduleForm.tsx';
import { scheduleContent } from './cancellation-schedule.content.ts';
import { SiteTextEditor } from './SiteTextEditor.tsx';
import { ReviewLinksForm } from './ReviewLinksForm.tsx';
import { reviewsAdminContent } from '../reviews/reviews-admin.content.ts';

export interface CompanyPanelsData {
  company: CompanySettings;
  faq: FaqItem[];
  terms: TermsSection[];
}

function Panel({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h3 id={`${id}-heading`} className="text-xl font-semibold">
        {title}
      </h3>
      <p className="mt-1 mb-5 max-w-3xl text-sm text-stone-600">{intro}</p>
      {children}
    </section>
  );
}

/** Settings' company details, FAQ and Terms (issue 21): what a developer used to change for the operator. */
export function CompanySettingsPanels({ company, faq, terms }: CompanyPanelsData) {
  return (
    <div className="space-y-6">
      <Panel id="company" title={companyContent.title} intro={companyContent.intro}>
        <CompanyForm settings={company} />
      </Panel>
      <Panel id="cancellation-schedule" title={scheduleContent.title} intro={scheduleContent.intro}>
        <CancellationScheduleForm schedule={company.cancellationSchedule} />
      </Panel>
      <Panel id="review-sites" title={reviewsAdminContent.links.title} intro={reviewsAdminContent.links.intro}>
        <ReviewLinksForm links={company.reviewLinks} />
      </Panel>
      <Panel id="faq" title={siteTextsContent.faq.title} intro={siteTextsContent.faq.intro}>
        <SiteTextEditor name="faq" items={faq} fields={['question', 'answer']} schema={faqSchema} maxItems={MAX_FAQ_ITEMS} />
      </Panel>
      <Panel id="terms" title={siteTextsContent.terms.title} intro={siteTextsContent.terms.intro}>
        <SiteTextEditor name="terms" items={terms} fields={['heading', 'body']} schema={termsSchema} maxItems={MAX_TERMS_SECTIONS} />
      </Panel>
    </div>
  );
}
