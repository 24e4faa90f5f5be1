import { documentPage } from '@/components/content/document-page';

const page = documentPage('partners');
export const generateMetadata = page.generateMetadata;
export default page.Page;
