import {
  blockKind,
  documentShape,
  documentText,
  isDocument,
  wordCount,
  type DocumentContent,
} from './document';

const doc: DocumentContent = {
  title: 'Worker contract',
  description: 'd',
  intro: 'How workers run steps.',
  updated: '2026-11-01',
  sections: {
    inputs: {
      heading: 'Inputs',
      blocks: {
        p1: 'A worker receives a task.',
        l1: { items: { a: 'Step id', b: 'Payload' } },
        c1: { lang: 'ts', code: 'const x = { a: 1 };' },
        t1: { columns: { code: 'Code' }, rows: { r1: { code: 'E_TIMEOUT' } } },
      },
    },
  },
};

describe('document helpers', () => {
  it('recognises documents', () => {
    expect(isDocument(doc)).toBe(true);
    expect(isDocument({ title: 'x', intro: 'y' })).toBe(false);
  });

  it('classifies blocks', () => {
    expect(Object.values(doc.sections.inputs.blocks).map(blockKind)).toEqual([
      'paragraph',
      'list',
      'code',
      'table',
    ]);
  });

  it('collects prose but not code', () => {
    const text = documentText(doc);
    expect(text).toContain('Payload');
    expect(text).toContain('E_TIMEOUT');
    expect(text).not.toContain('const x');
  });

  it('counts words', () => {
    expect(wordCount('Hello,  world — 42 times')).toBe(4);
  });

  it('describes the shape without the values', () => {
    expect(documentShape(doc)).toEqual([
      'section:inputs',
      'inputs.p1:paragraph',
      'inputs.l1:list',
      'inputs.l1.a',
      'inputs.l1.b',
      'inputs.c1:code',
      'inputs.t1:table',
      'inputs.t1.r1',
    ]);
  });
});
