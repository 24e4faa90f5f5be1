import { documentPage } from '@/components/content/document-page';

const page = documentPage('legalAiEthics');
export const generateMetadata = page.generateMetadata;
export default page.Page;
