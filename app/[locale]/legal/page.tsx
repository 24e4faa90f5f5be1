import { documentPage } from '@/components/content/document-page';
import { LegalCentreList } from '@/components/legal/legal-centre';

const page = documentPage('legal', {
  sectionExtras: (locale) => ({ documents: <LegalCentreList locale={locale} /> }),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
