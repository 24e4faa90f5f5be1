import { docsPage } from '@/components/docs/docs-page';

const page = docsPage('docsImageWorkflows');
export const generateMetadata = page.generateMetadata;
export default page.Page;
