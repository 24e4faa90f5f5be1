import { getPage } from '@/lib/site/pages';
import { docsGuides, docsNeighbours, docsReference } from './docs-navigation';

describe('docs navigation', () => {
  it('lists the guides in reading order, from the registry', () => {
    expect(docsGuides.map((id) => getPage(id).path)).toEqual([
      '/docs',
      '/docs/image-workflows',
      '/docs/worker-contract',
      '/docs/artifact-transformation',
      '/docs/mcp',
    ]);
  });

  it('links the reference pages', () => {
    expect(docsReference.map((id) => getPage(id).path)).toEqual(['/api', '/mcp-registry']);
  });

  it('chains each guide to the one before and after it', () => {
    expect(docsNeighbours('docs')).toEqual({ previous: undefined, next: 'docsImageWorkflows' });
    expect(docsNeighbours('docsWorkerContract')).toEqual({
      previous: 'docsImageWorkflows',
      next: 'docsArtifactTransformation',
    });
    expect(docsNeighbours('docsMcp')).toEqual({
      previous: 'docsArtifactTransformation',
      next: undefined,
    });
  });

  it('gives pages outside the guides no neighbours', () => {
    expect(docsNeighbours('api')).toEqual({});
  });
});
