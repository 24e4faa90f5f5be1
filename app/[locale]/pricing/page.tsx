import { ComparisonTable } from '@/components/pricing/comparison-table';
import { PlanCards } from '@/components/pricing/plan-cards';
import { PricingFaq, PricingFaqJsonLd } from '@/components/pricing/pricing-faq';
import { CallToAction } from '@/components/product/call-to-action';
import { productPage } from '@/components/product/product-page';

const page = productPage('pricing', {
  extra: (locale) => <PricingFaqJsonLd locale={locale} />,
  lead: (locale) => (
    <>
      <PlanCards locale={locale} />
      <ComparisonTable locale={locale} />
    </>
  ),
  footer: (locale) => (
    <>
      <PricingFaq locale={locale} />
      <CallToAction id="pricing" locale={locale} />
    </>
  ),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
