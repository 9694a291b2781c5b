import { describe, expect, test } from 'vitest';
import { withMeta } from './web-app.ts';

const SHELL =
  '<!doctype html><html lang="en"><head><title>shell</title><meta name="description" content="x"></head><body></body></html>';

describe('a page head with its own title and preview', () => {
  test('a chef\'s name or dish text with "$$" or "$`" is written as it is, escaped', () => {
    const html = withMeta(SHELL, { title: "Ona's $& $' $$ <b>", description: 'Kugelis $` ir $&' });
    expect(html).toContain('<title>Ona&#39;s $&#38; $&#39; $$ &#60;b&#62;</title>');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Kugelis $` ir $&#38;">');
  });
});
