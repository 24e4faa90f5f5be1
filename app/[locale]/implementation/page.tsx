import { PhaseTimeline } from '@/components/implementation/phase-timeline';
import { CallToAction } from '@/components/product/call-to-action';
import { productPage } from '@/components/product/product-page';
import { mailtoHref } from '@/lib/site/company';

const page = productPage('implementation', {
  lead: (locale) => <PhaseTimeline locale={locale} />,
  footer: (locale) => (
    <CallToAction
      id="implementation"
      locale={locale}
      primaryHref={mailtoHref('implementation')}
      secondaryHref="/pricing"
    />
  ),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
