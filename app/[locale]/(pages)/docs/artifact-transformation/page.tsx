import { introPage } from '@/components/layout/intro-page';

const page = introPage('docsArtifactTransformation');
export const generateMetadata = page.generateMetadata;
export default page.Page;
