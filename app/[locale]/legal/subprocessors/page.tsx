import { documentPage } from '@/components/content/document-page';

const page = documentPage('legalSubprocessors');
export const generateMetadata = page.generateMetadata;
export default page.Page;
