import { documentPage } from '@/components/content/document-page';
import { callToActionFooter } from '@/components/product/call-to-action';
import { sectionEyebrow } from '@/lib/site/section-eyebrow';
import { mailtoHref } from '@/lib/site/company';

const page = documentPage('enterprise', {
  eyebrow: (locale) => sectionEyebrow('enterprise', locale),
  footer: callToActionFooter('enterprise', mailtoHref('sales'), '/pricing'),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
