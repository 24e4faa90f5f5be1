import { introPage } from '@/components/layout/intro-page';

const page = introPage('mcpRegistry');
export const generateMetadata = page.generateMetadata;
export default page.Page;
