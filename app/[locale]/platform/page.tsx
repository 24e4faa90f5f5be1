import { documentPage } from '@/components/content/document-page';
import { ArchitectureDiagram } from '@/components/platform/architecture-diagram';
import { PlatformJsonLd } from '@/components/platform/platform-json-ld';
import { CallToAction } from '@/components/product/call-to-action';
import { sectionEyebrow } from '@/lib/site/section-eyebrow';

const page = documentPage('platform', {
  eyebrow: (locale) => sectionEyebrow('platform', locale),
  extra: (locale) => <PlatformJsonLd locale={locale} />,
  footer: (locale) => (
    <>
      <ArchitectureDiagram locale={locale} />
      <CallToAction id="platform" locale={locale} />
    </>
  ),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
