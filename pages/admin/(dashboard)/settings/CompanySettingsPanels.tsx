import type { CompanySettings, FaqItem, TermsSection } from '#lib/domain/site/company-settings.types.ts';
import { faqSchema, MAX_FAQ_ITEMS, MAX_TERMS_SECTIONS, termsSchema } from '#lib/domain/site/site-texts.schema.ts';
import { companyContent, siteTextsContent } from './company.content.ts';
import { CompanyForm } from './CompanyForm.tsx';
import { CancellationScheduleForm } from './CancellationScheduleForm.tsx';
import { scheduleContent } from './cancellation-schedule.content.ts';
import { SettingsPanel as Panel } from './SettingsPanel.tsx';
import { SiteTextEditor } from './SiteTextEditor.tsx';
import { ReviewLinksForm } from './ReviewLinksForm.tsx';
import { reviewsAdminContent } from '#components/admin/reviews/reviews-admin.content.ts';

/** Settings › Company (issue 21): what a developer used to change for the operator, and the money rules. */
export function CompanySettingsPanels({ company }: { company: CompanySettings }) {
  return (
    <>
      <Panel id="company" title={companyContent.title} intro={companyContent.intro}>
        <CompanyForm settings={company} />
      </Panel>
      <Panel id="cancellation-schedule" title={scheduleContent.title} intro={scheduleContent.intro}>
        <CancellationScheduleForm schedule={company.cancellationSchedule} />
      </Panel>
      <Panel id="review-sites" title={reviewsAdminContent.links.title} intro={reviewsAdminContent.links.intro}>
        <ReviewLinksForm links={company.reviewLinks} />
      </Panel>
    </>
  );
}

/** Settings › FAQ and Terms: the two pages of the website whose words the operator writes. */
export function SiteTextsPanels({ faq, terms }: { faq: FaqItem[]; terms: TermsSection[] }) {
  return (
    <>
      <Panel id="faq" title={siteTextsContent.faq.title} intro={siteTextsContent.faq.intro}>
        <SiteTextEditor name="faq" items={faq} fields={['question', 'answer']} schema={faqSchema} maxItems={MAX_FAQ_ITEMS} />
      </Panel>
      <Panel id="terms" title={siteTextsContent.terms.title} intro={siteTextsContent.terms.intro}>
        <SiteTextEditor name="terms" items={terms} fields={['heading', 'body']} schema={termsSchema} maxItems={MAX_TERMS_SECTIONS} />
      </Panel>
    </>
  );
}
