import { documentPage } from '@/components/content/document-page';
import { callToActionFooter } from '@/components/product/call-to-action';
import { sectionEyebrow } from '@/lib/site/section-eyebrow';

const page = documentPage('workflows', {
  eyebrow: (locale) => sectionEyebrow('workflows', locale),
  footer: callToActionFooter('workflows'),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
