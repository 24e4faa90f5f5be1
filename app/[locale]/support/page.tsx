import { documentPage } from '@/components/content/document-page';
import { SupportFaq } from '@/components/support/support-faq';

const page = documentPage('support', {
  sectionExtras: (locale) => ({ faq: <SupportFaq locale={locale} /> }),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
