import { documentPage } from '@/components/content/document-page';
import { CookieSettingsSpot } from '@/components/legal/cookie-settings-spot';
import { StorageInventoryTable } from '@/components/legal/storage-inventory-table';
import { cookiePolicyVariant } from '@/lib/legal/cookie-policy-variant';

const page = documentPage('cookies', {
  sectionExtras: (locale) => ({
    'what-we-store': <StorageInventoryTable locale={locale} />,
    'your-choices': <CookieSettingsSpot />,
  }),
  variant: cookiePolicyVariant,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
