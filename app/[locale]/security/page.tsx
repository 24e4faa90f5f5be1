import { documentPage } from '@/components/content/document-page';
import { callToActionFooter } from '@/components/product/call-to-action';
import { sectionEyebrow } from '@/lib/site/section-eyebrow';
import { mailtoHref } from '@/lib/site/company';

const page = documentPage('security', {
  eyebrow: (locale) => sectionEyebrow('security', locale),
  footer: callToActionFooter('security', mailtoHref('security'), '/legal/dpa'),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
