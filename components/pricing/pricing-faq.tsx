import { getMessages } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/lib/i18n/locales';
import { loadPricing } from '@/lib/pricing/load-pricing';
import { faqPage } from '@/lib/seo/structured-data';

async function faqItems(locale: Locale) {
  const { heading } = (await getMessages({ locale })).pricing.faq;
  return { heading, items: loadPricing(locale).faq };
}

/** The pricing questions, always visible (crawlers and readers see the same answers). */
export async function PricingFaq({ locale }: { locale: Locale }) {
  const { heading, items } = await faqItems(locale);
  return (
    <section aria-labelledby="faq" className="mt-12">
      <h2 id="faq" className="scroll-mt-20 text-2xl font-semibold tracking-tight">
        <a href="#faq" className="hover:underline">
          {heading}
        </a>
      </h2>
      <dl className="mt-6 divide-y rounded-xl border">
        {items.map((item) => (
          <div key={item.id} className="p-5" data-faq={item.id}>
            <dt className="font-semibold">{item.question}</dt>
            <dd className="mt-2 leading-7 text-muted-foreground">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** FAQPage structured data built from the same questions. */
export async function PricingFaqJsonLd({ locale }: { locale: Locale }) {
  const { items } = await faqItems(locale);
  return <JsonLd data={faqPage(items)} />;
}
