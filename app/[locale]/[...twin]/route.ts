import { markdownRoute } from '@/lib/twins/markdown-route';

// Every page's Markdown twin (`/docs/mcp.md`, `/de/index.md`), one handler for all of them.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = markdownRoute.generateStaticParams;
export const GET = markdownRoute.GET;
