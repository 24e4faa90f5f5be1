import { PhaseTimeline } from '@/components/implementation/phase-timeline';
import { callToActionFooter } from '@/components/product/call-to-action';
import { productPage } from '@/components/product/product-page';
import { mailtoHref } from '@/lib/site/company';

const page = productPage('implementation', {
  lead: (locale) => <PhaseTimeline locale={locale} />,
  footer: callToActionFooter('implementation', mailtoHref('implementation'), '/pricing'),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
