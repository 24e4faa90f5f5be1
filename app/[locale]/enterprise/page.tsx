import { documentPage } from '@/components/content/document-page';
import { CallToAction } from '@/components/product/call-to-action';
import { sectionEyebrow } from '@/lib/site/section-eyebrow';
import { mailtoHref } from '@/lib/site/company';

const page = documentPage('enterprise', {
  eyebrow: (locale) => sectionEyebrow('enterprise', locale),
  footer: (locale) => (
    <CallToAction
      id="enterprise"
      locale={locale}
      primaryHref={mailtoHref('sales')}
      secondaryHref="/pricing"
    />
  ),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
