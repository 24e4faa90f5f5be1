import { documentPage } from '@/components/content/document-page';
import { CookieSettingsSpot } from '@/components/legal/cookie-settings-spot';
import { StorageInventoryTable } from '@/components/legal/storage-inventory-table';
import { getPublicEnv } from '@/lib/env';

const page = documentPage('cookies', {
  sectionExtras: (locale) => ({
    'what-we-store': <StorageInventoryTable locale={locale} />,
    'your-choices': <CookieSettingsSpot />,
  }),
  // With a GA4 measurement ID the policy names Google Analytics, its cookies and lifetimes.
  variant: () => (getPublicEnv().gaMeasurementId ? 'googleAnalytics' : undefined),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
