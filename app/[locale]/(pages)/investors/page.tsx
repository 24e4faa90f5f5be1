import { documentPage } from '@/components/content/document-page';

const page = documentPage('investors', {
  // The home feature's market stat cards join `market` and its investor deck dialog `deck`.
  sectionExtras: () => ({ market: null, deck: null }),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
