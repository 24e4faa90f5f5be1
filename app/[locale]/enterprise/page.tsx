import { documentPage } from '@/components/content/document-page';
import { callToActionFooter } from '@/components/product/call-to-action';
import { sectionEyebrow } from '@/lib/site/section-eyebrow';

const page = documentPage('enterprise', {
  eyebrow: (locale) => sectionEyebrow('enterprise', locale),
  footer: callToActionFooter('enterprise'),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
