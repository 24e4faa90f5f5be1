import { introPage } from '@/components/layout/intro-page';

const page = introPage('docsMcp');
export const generateMetadata = page.generateMetadata;
export default page.Page;
