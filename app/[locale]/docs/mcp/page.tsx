import { docsPage } from '@/components/docs/docs-page';

const page = docsPage('docsMcp');
export const generateMetadata = page.generateMetadata;
export default page.Page;
