import { PhaseTimeline } from '@/components/implementation/phase-timeline';
import { CallToAction } from '@/components/product/call-to-action';
import { productPage } from '@/components/product/product-page';

const page = productPage('implementation', {
  lead: (locale) => <PhaseTimeline locale={locale} />,
  footer: (locale) => (
    <CallToAction
      id="implementation"
      locale={locale}
      primaryHref="mailto:implementation@yno.example"
      secondaryHref="/pricing"
    />
  ),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
