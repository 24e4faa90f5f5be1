import { OpenRoles } from '@/components/careers/open-roles';
import { documentPage } from '@/components/content/document-page';

const page = documentPage('careers', {
  sectionExtras: (locale) => ({ 'open-roles': <OpenRoles locale={locale} /> }),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
