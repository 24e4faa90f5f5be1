import './code-block.css';
import { highlight } from '@/lib/content/highlight';
import { CodeFigure, type CodeSample } from './code-figure';

/**
 * A code sample, highlighted on the server at build time. Its stylesheet comes with this module,
 * so only the routes that render it (docs, the MCP registry) carry the token colours.
 */
export async function CodeBlock(sample: CodeSample) {
  return <CodeFigure {...sample} html={await highlight(sample.code, sample.lang)} />;
}
