import { PhaseTimeline } from '@/components/implementation/phase-timeline';
import { callToActionFooter } from '@/components/product/call-to-action';
import { productPage } from '@/components/product/product-page';

const page = productPage('implementation', {
  lead: (locale) => <PhaseTimeline locale={locale} />,
  footer: callToActionFooter('implementation'),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
