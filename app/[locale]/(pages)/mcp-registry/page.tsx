import { generateRegistryMetadata, RegistryPage } from '@/components/mcp-registry/registry-page';

/*
 * This route reads searchParams, so it renders per request. It lives outside the (pages) group
 * on purpose: that group's loading.tsx is a Suspense boundary, and on a per-request render the
 * boundary streams the page behind a spinner that only JavaScript swaps out. Without it the
 * document arrives complete, so search and filters work with JavaScript disabled.
 */
export const generateMetadata = generateRegistryMetadata;
export default RegistryPage;
