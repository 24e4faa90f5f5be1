import { documentPage } from '@/components/content/document-page';
import { cookiePolicyVariant } from '@/lib/legal/cookie-policy-variant';

// Google Analytics' entry says whether this deployment runs it, as the cookie policy does.
const page = documentPage('legalSubprocessors', { variant: cookiePolicyVariant });
export const generateMetadata = page.generateMetadata;
export default page.Page;
