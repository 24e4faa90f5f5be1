import { documentPage } from '@/components/content/document-page';
import { callToActionFooter } from '@/components/product/call-to-action';
import { sectionEyebrow } from '@/lib/site/section-eyebrow';

const page = documentPage('security', {
  eyebrow: (locale) => sectionEyebrow('security', locale),
  footer: callToActionFooter('security'),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
