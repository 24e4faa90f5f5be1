import { documentPage } from '@/components/content/document-page';

const page = documentPage('about');
export const generateMetadata = page.generateMetadata;
export default page.Page;
