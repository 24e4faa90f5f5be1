import { getMessages } from 'next-intl/server';
import { InlineText } from '@/components/content/inline-text';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/lib/i18n/locales';
import { faqPage } from '@/lib/seo/structured-data';
import { faqEntries, faqStructuredEntries } from '@/lib/support/faq';

/** The support FAQ, visible as questions and answers and described to crawlers as FAQPage. */
export async function SupportFaq({ locale }: { locale: Locale }) {
  const { faq } = (await getMessages({ locale })).support;
  return (
    <>
      <JsonLd data={faqPage(faqStructuredEntries(faq))} />
      <div className="my-6 divide-y rounded-lg border" data-faq>
        {faqEntries(faq).map(({ id, question, answer }) => (
          <div key={id} id={`faq-${id}`} className="scroll-mt-20 p-5">
            <h3 className="text-lg font-semibold">{question}</h3>
            <p className="mt-2 leading-7">
              <InlineText text={answer} />
            </p>
          </div>
        ))}
      </div>
    </>
  );
}
