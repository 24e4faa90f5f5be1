import { generateRegistryMetadata, RegistryPage } from '@/components/mcp-registry/registry-page';

/*
 * This route reads searchParams, so it renders per request; the document arrives complete, so
 * search and filters work with JavaScript disabled.
 */
export const generateMetadata = generateRegistryMetadata;
export default RegistryPage;
