import type { MailProblem } from '#lib/domain/mail/mail.types.ts';
import { mailTroubleInWords } from '#lib/mail-trouble.ts';
import { mailWarningText, type MailWarning } from '#lib/mail-warnings.content.ts';
import { mailContent } from '#components/admin/mail/mail.content.ts';
import { RetryButton } from './RetryButton.tsx';

const copy = mailContent.problems;

/**
 * Mail that is not reaching people: the server's warnings (no mail server in production) and mails given
 * up on after a day of retries, each with its last error and a Retry. Nothing shows while all is well.
 */
export function MailProblems({ problems, warnings }: { problems: MailProblem[]; warnings: MailWarning[] }) {
  if (problems.length === 0 && warnings.length === 0) return null;
  return (
    <section aria-labelledby="mail-problems-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-2 ring-red-200 sm:p-6">
      <h2 id="mail-problems-heading" className="text-2xl font-semibold text-red-800">
        {copy.heading}
      </h2>
      {warnings.map((warning) => (
        <p key={warning} className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {mailWarningText[warning]}
        </p>
      ))}
      {problems.length > 0 && (
        <>
          <p className="mt-3 text-sm text-stone-600">{copy.intro}</p>
          <ul className="mt-3 divide-y divide-sand-200">
            {problems.map((problem) => (
              <li key={problem.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 text-sm break-words">
                  <dl>
                    <div>
                      <dt className="inline font-semibold">{copy.recipient}: </dt>
                      <dd className="inline">{problem.recipient}</dd>
                    </div>
                    <div>
                      <dt className="inline font-semibold">{copy.subject}: </dt>
                      <dd className="inline">{problem.subject}</dd>
                    </div>
                    <div className="text-red-700">
                      <dt className="inline font-semibold">{copy.error}: </dt>
                      <dd className="inline">{mailTroubleInWords(problem.lastError)}</dd>
                    </div>
                  </dl>
                  {problem.lastError && (
                    <details className="text-xs text-stone-600">
                      <summary className="cursor-pointer">{copy.detail}</summary>
                      <p className="mt-1 font-mono">{problem.lastError}</p>
                    </details>
                  )}
                  <a href={`/admin/inquiries/${problem.inquiryId}`} className="text-bush-900 underline underline-offset-2">
                    {copy.enquiry(problem.inquiryName)}
                  </a>
                </div>
                <RetryButton mailId={problem.id} label={`${copy.retry}: ${problem.subject}, ${problem.recipient}`} copy={copy} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
