import type { MessageParams } from '#domain/i18n/format.ts';
import type { MessageTree } from '#domain/i18n/messages.en.ts';
import { describeIssue } from '#domain/issues.ts';
import { currentLanguage, i18n, translateCode } from './i18n.ts';

/** Something to show the user: a translation code with parameters, and/or an English fallback text. */
export interface Describable {
  code?: string;
  params?: Record<string, string | number | undefined>;
  message?: string;
}

/**
 * The sentence for a code in the current language. Domain codes go through the domain's own
 * `describeIssue` (which also turns `{{field}}` into the field's label); UI codes through i18next;
 * an unknown code shows the server's English `message`.
 */
export function describe(item: Describable): string {
  if (item.code) {
    const params: MessageParams = {};
    for (const [key, value] of Object.entries(item.params ?? {}))
      if (value !== undefined) params[key] = value;
    // The loaded texts of the current language hold the domain's messages (see i18n.ts).
    const tree = i18n.getResourceBundle(currentLanguage(), 'translation') as MessageTree;
    const text = describeIssue(tree, { code: item.code, params });
    if (text !== item.code) return text;
    return translateCode(item.code, params, item.message);
  }
  return item.message ?? '';
}
