import { documentPage } from '@/components/content/document-page';
import { CallToAction } from '@/components/product/call-to-action';
import { sectionEyebrow } from '@/lib/site/section-eyebrow';

const page = documentPage('workflows', {
  eyebrow: (locale) => sectionEyebrow('workflows', locale),
  footer: (locale) => (
    <CallToAction
      id="workflows"
      locale={locale}
      primaryHref="/implementation"
      secondaryHref="/platform"
    />
  ),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
