import { documentPage } from '@/components/content/document-page';
import { CookieSettingsSpot } from '@/components/legal/cookie-settings-spot';
import { StorageInventoryTable } from '@/components/legal/storage-inventory-table';

const page = documentPage('cookies', {
  sectionExtras: (locale) => ({
    'what-we-store': <StorageInventoryTable locale={locale} />,
    'your-choices': <CookieSettingsSpot />,
  }),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
