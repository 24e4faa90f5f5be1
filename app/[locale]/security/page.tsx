import { documentPage } from '@/components/content/document-page';
import { CallToAction } from '@/components/product/call-to-action';
import { sectionEyebrow } from '@/lib/site/section-eyebrow';
import { SECURITY_CONTACT } from '@/lib/security/security-txt';

const page = documentPage('security', {
  eyebrow: (locale) => sectionEyebrow('security', locale),
  footer: (locale) => (
    <CallToAction
      id="security"
      locale={locale}
      primaryHref={`mailto:${SECURITY_CONTACT}`}
      secondaryHref="/legal/dpa"
    />
  ),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
