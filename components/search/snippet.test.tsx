import { renderToStaticMarkup } from 'react-dom/server';
import { Snippet } from './snippet';

describe('Snippet', () => {
  it('marks the matched words with <mark> and never renders the content as HTML', () => {
    const html = renderToStaticMarkup(
      <Snippet
        text={'Breach <img src=x onerror="alert(1)"> notice'}
        terms={['breach']}
        query="breach"
      />,
    );
    expect(html).toContain('<mark');
    expect(html).toMatch(/<mark[^>]*>Breach<\/mark>/);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });
});
