import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with marked words, `I agree to the <terms>terms and conditions</terms>`,
 * drawn with each marked part rendered by its function (a link, say), so the words stay in one
 * text per language and each language places them where its grammar wants.
 */
export function taggedText(text: string, parts: Record<string, (words: string) => ReactNode>): ReactNode[] {
  return text.split(/(<(\w+)>.*?<\/\2>)/).flatMap((piece, index) => {
    // split's capture groups follow each match: the whole tagged piece, then its tag name.
    if (index % 3 === 2) return [];
    const tagged = index % 3 === 1 ? /^<(\w+)>(.*)<\/\1>$/.exec(piece) : null;
    const render = tagged ? parts[tagged[1]!] : undefined;
    if (!piece) return [];
    return [
      <Fragment key={index}>{tagged && render ? render(tagged[2]!) : (tagged?.[2] ?? piece)}</Fragment>,
    ];
  });
}
